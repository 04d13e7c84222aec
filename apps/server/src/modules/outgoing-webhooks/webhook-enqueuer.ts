import type { WebhookDeliveryEvent, WebhookEvent } from '@canopy/shared/outgoing-webhooks';
import type { WebhookAutomationData, WebhookPayload } from '@canopy/shared/schemas/outgoing-webhooks';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { NotifyEvent } from '../alerts/alert-evaluator.ts';
import type { AlertRow } from '../alerts/alerts.types.ts';
import { eventsOf } from './outgoing-webhooks.mapper.ts';
import type { NewWebhookDelivery, WebhookDeliveriesRepository } from './webhook-deliveries.repository.ts';
import {
  alertData,
  automationData,
  deviceData,
  payloadBody,
  type DeviceStatusChange,
} from './webhook-payloads.ts';
import type { WebhooksRepository } from './webhooks.repository.ts';

export interface WebhookEnqueuerDeps {
  webhooks: WebhooksRepository;
  deliveries: WebhookDeliveriesRepository;
  publicUrl: string;
}

/** Which alert transitions a webhook hears of; re-notifications of an open alert are not news to a hook. */
const ALERT_EVENTS: Partial<Record<NotifyEvent, WebhookEvent>> = {
  opened: 'alert.opened',
  acknowledged: 'alert.acknowledged',
  resolved: 'alert.resolved',
};

/**
 * Queues an event's deliveries, one per enabled hook that asked for it, inside the transaction that made
 * the change: both commit or neither. `eventKey` names what happened, so the same change queued twice
 * (a retried transaction, a second instance) is still one delivery per hook.
 */
export function createWebhookEnqueuer(deps: WebhookEnqueuerDeps) {
  async function enqueue(
    executor: Kysely<Database>,
    event: WebhookEvent,
    eventKey: string,
    occurredMs: number,
    data: WebhookPayload['data'],
  ): Promise<number> {
    const hooks = (await deps.webhooks.enabled(executor)).filter((hook) => eventsOf(hook).includes(event));
    return insertFor(executor, hooks, event, eventKey, occurredMs, data);
  }

  async function insertFor(
    executor: Kysely<Database>,
    hooks: readonly { id: string }[],
    event: WebhookDeliveryEvent,
    eventKey: string,
    occurredMs: number,
    data: WebhookPayload['data'],
  ): Promise<number> {
    const createdAt = new Date(occurredMs).toISOString();
    const rows: NewWebhookDelivery[] = hooks.map((hook) => {
      const id = newId(occurredMs);
      return {
        id,
        webhook_id: hook.id,
        event,
        event_key: eventKey,
        body: payloadBody(id, event, occurredMs, data),
        status: 'pending',
        attempts: 0,
        next_attempt_ms: occurredMs,
        created_at: createdAt,
      };
    });
    await deps.deliveries.insert(executor, rows);
    return rows.length;
  }

  return {
    async alert(executor: Kysely<Database>, alert: AlertRow, change: NotifyEvent, nowMs: number) {
      const event = ALERT_EVENTS[change];
      if (!event) return 0;
      return enqueue(executor, event, `alert:${alert.id}:${change}`, nowMs, alertData(alert, deps.publicUrl));
    },

    async device(executor: Kysely<Database>, change: DeviceStatusChange, nowMs: number) {
      const event: WebhookEvent = change.status === 'online' ? 'device.online' : 'device.offline';
      const key = `device:${change.id}:${change.status}:${nowMs}`;
      return enqueue(executor, event, key, nowMs, deviceData(change, deps.publicUrl));
    },

    /**
     * `automation.fired` to the one hook an automation's action names, whatever events it hears; a hook
     * switched off hears nothing. Keyed by the automation and the firing's instant: one delivery a firing.
     */
    async automation(
      executor: Kysely<Database>,
      webhookId: string,
      fired: Omit<WebhookAutomationData, 'url'>,
      firedAt: string,
      nowMs: number,
    ) {
      const hooks = (await deps.webhooks.enabled(executor)).filter((hook) => hook.id === webhookId);
      const key = `automation:${fired.automation.id}:${firedAt}`;
      return insertFor(
        executor,
        hooks,
        'automation.fired',
        key,
        nowMs,
        automationData(fired, deps.publicUrl),
      );
    },
  };
}

export type WebhookEnqueuer = ReturnType<typeof createWebhookEnqueuer>;
