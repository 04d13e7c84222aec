import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import type { Job } from '../../jobs/job-registry.ts';
import type { AppEventMap, AppEvents } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import type { WebhookAutomationData } from '@canopy/shared/schemas/outgoing-webhooks';
import type { AlertNotifier } from '../alerts/alert-evaluator.ts';
import { webhookNotFound } from './outgoing-webhooks.errors.ts';
import { createDeviceStatusWatch } from './device-status-watch.ts';
import { registerOutgoingWebhookRoutes } from './outgoing-webhooks.routes.ts';
import { createOutgoingWebhooksService } from './outgoing-webhooks.service.ts';
import { createWebhookDeliveriesRepository } from './webhook-deliveries.repository.ts';
import { createWebhookDeviceStatesRepository } from './webhook-device-states.repository.ts';
import { createWebhookEnqueuer } from './webhook-enqueuer.ts';
import { createWebhookOutbox } from './webhook-outbox.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';

/** How long the delivery log keeps finished deliveries. */
const LOG_DAYS = 30;
const HOUR_MS = 3_600_000;

/** An automation's firing as its `webhook` action hands it (DESIGN 24). */
export interface AutomationFiring {
  automationId: string;
  name: string;
  /** The firing's instant, ISO 8601. */
  at: string;
  trigger: WebhookAutomationData['trigger'];
}

export interface OutgoingWebhooksModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** `PUBLIC_URL`: payloads link to the device's page. */
  publicUrl: string;
  /** Request timeout of one delivery (10 s). */
  timeoutMs?: number;
  /** False in tests that run the outbox by hand: queued deliveries then wait for them. */
  deliverSoon(): boolean;
}

/** Outgoing webhooks: the admins' hooks and their routes, the events they hear, and their outbox job. */
export function createOutgoingWebhooksModule(deps: OutgoingWebhooksModuleDeps) {
  const webhooks = createWebhooksRepository(deps.db);
  const deliveries = createWebhookDeliveriesRepository(deps.db);
  const enqueuer = createWebhookEnqueuer({ webhooks, deliveries, publicUrl: deps.publicUrl });
  const outbox = createWebhookOutbox({
    db: deps.db,
    webhooks,
    deliveries,
    clock: deps.clock,
    log: deps.log,
    timeoutMs: deps.timeoutMs,
  });
  const kick = () => {
    if (deps.deliverSoon()) outbox.kick();
  };
  const devices = createDeviceStatusWatch({
    db: deps.db,
    clock: deps.clock,
    states: createWebhookDeviceStatesRepository(deps.db),
    enqueuer,
    queued: kick,
  });
  let prunedAtMs = 0;
  // The evaluator kicks after every evaluation; only one that queued a delivery needs the outbox.
  let alertQueued = false;

  const service = createOutgoingWebhooksService({ db: deps.db, clock: deps.clock, webhooks, deliveries });

  /** The `webhook-outbox` job: devices that went quiet, then the due deliveries, then an old log. */
  async function runJob(): Promise<number> {
    // A failed check must not hold back the deliveries already queued.
    await devices.check().catch((err: unknown) => deps.log.warn({ err }, 'device status check failed'));
    const sent = await outbox.runOnce();
    const nowMs = deps.clock.now().getTime();
    if (nowMs - prunedAtMs >= HOUR_MS) {
      prunedAtMs = nowMs;
      await deliveries.prune(new Date(nowMs - LOG_DAYS * 24 * HOUR_MS).toISOString());
    }
    return sent;
  }
  /** A cloud status event (`spark/status`) is announced at once, not at the job's next pass. */
  async function onDeviceChanged(change: AppEventMap['device.changed']): Promise<void> {
    await devices.check([change.deviceId]);
  }
  const jobs: Job[] = [{ name: 'webhook-outbox', everyMs: 2000, run: runJob }];

  return {
    service,
    outbox,
    devices,
    jobs,
    routes: (app: AppInstance) => registerOutgoingWebhookRoutes(app, service),

    /**
     * The alert notifier, with webhooks alongside: an alert's transition queues its deliveries in the
     * same transaction as its messages, and one kick after the commit sends both.
     */
    alongside(notifier: AlertNotifier): AlertNotifier {
      return {
        async enqueue(executor, alert, event, nowMs) {
          await notifier.enqueue(executor, alert, event, nowMs);
          if ((await enqueuer.alert(executor, alert, event, nowMs)) > 0) alertQueued = true;
        },
        kick() {
          notifier.kick();
          if (!alertQueued) return;
          alertQueued = false;
          kick();
        },
      };
    },

    /**
     * An automation's `webhook` action: queues `automation.fired` to that one hook (none while it is
     * switched off) and sends it soon. A hook deleted since is 404 `webhooks.not_found`.
     */
    async deliverAutomation(webhookId: string, firing: AutomationFiring): Promise<void> {
      if (!(await webhooks.find(webhookId))) throw webhookNotFound();
      const fired = { automation: { id: firing.automationId, name: firing.name }, trigger: firing.trigger };
      const nowMs = deps.clock.now().getTime();
      const queued = await enqueuer.automation(deps.db, webhookId, fired, firing.at, nowMs);
      if (queued > 0) kick();
    },

    onDeviceChanged,
    subscribe(events: AppEvents): void {
      events.subscribe('device.changed', (change) => onDeviceChanged(change));
    },
    runJob,
  };
}

export type OutgoingWebhooksModule = ReturnType<typeof createOutgoingWebhooksModule>;
