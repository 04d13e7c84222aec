import { DEVICE_EVENTS, parseEventJson } from '@canopy/shared/device-contract';
import { climateStatus } from '@canopy/shared/device-status';
import type { Alert, AlertPage, alertsQuerySchema } from '@canopy/shared/schemas/alerts';
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import { toMs } from '../../db/epoch-ms.ts';
import type { Database } from '../../db/schema.ts';
import type { AppEventMap, EventPublisher } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DeviceDirectory, DevicePowerWrites } from '../devices/devices.types.ts';
import type { AlertEvaluator, AlertNotifier } from './alert-evaluator.ts';
import type { AlertRulesService } from './alert-rules.service.ts';
import type { AlertsRepository } from './alerts.repository.ts';
import type { AlertRow } from './alerts.types.ts';
import { alertNotFound, alreadyResolved } from './alerts.errors.ts';
import { splitPage } from '../../lib/keyset-cursor.ts';
import { alertPosition, decodeCursor } from './alert-cursor.ts';
import { toApiAlert, type Delivery } from './alert-model.ts';

export interface AlertsServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  events: EventPublisher;
  alerts: AlertsRepository;
  devices: DeviceDirectory & DevicePowerWrites;
  rules: AlertRulesService;
  evaluator: AlertEvaluator;
  notifier: AlertNotifier;
  /** Each alert's deliveries, from the notification outbox. */
  deliveriesOf(alertIds: readonly string[]): Promise<Map<string, Delivery[]>>;
  /** The login of who acknowledges, shown with the alert. */
  emailOf(userId: string): Promise<string>;
}

/** The cap on unresolved alerts listed at once: at most one per (rule, device) exists. */
const ACTIVE_LIMIT = 500;

export function createAlertsService(deps: AlertsServiceDeps) {
  async function withDeliveries(rows: AlertRow[]): Promise<Alert[]> {
    const deliveries = await deps.deliveriesOf(rows.map((row) => row.id));
    return rows.map((row) => toApiAlert(row, deliveries.get(row.id) ?? []));
  }

  async function existing(id: string): Promise<AlertRow> {
    const row = await deps.alerts.find(id);
    if (!row) throw alertNotFound();
    return row;
  }

  /** A power event or the cloud's status moves the device's power state; the power rule follows. */
  function setPower(deviceId: string, lost: boolean) {
    return deps.evaluator.evaluate([deviceId], () =>
      deps.devices.setPowerState(deviceId, lost, deps.clock.now().toISOString()),
    );
  }

  return {
    async list(query: z.output<typeof alertsQuerySchema>): Promise<AlertPage> {
      const rows = await deps.alerts.list({
        state: query.state,
        deviceId: query.deviceId?.toLowerCase(),
        kind: query.kind,
        severity: query.severity,
        fromIso: query.from === undefined ? undefined : new Date(query.from).toISOString(),
        toIso: query.to === undefined ? undefined : new Date(query.to).toISOString(),
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: query.limit + 1,
      });
      const page = splitPage(rows, query.limit, alertPosition);
      return { items: await withDeliveries(page.rows), nextCursor: page.nextCursor };
    },

    async active(): Promise<Alert[]> {
      return withDeliveries((await deps.alerts.unresolved()).slice(0, ACTIVE_LIMIT));
    },

    async get(id: string): Promise<Alert> {
      const [alert] = await withDeliveries([await existing(id)]);
      return alert!;
    },

    /** Again on an acknowledged alert changes nothing; a resolved one can no longer be acknowledged. */
    async acknowledge(userId: string, id: string, note: string | undefined): Promise<Alert> {
      const row = await existing(id);
      if (row.state === 'resolved') throw alreadyResolved();
      const nowMs = deps.clock.now().getTime();
      const email = await deps.emailOf(userId);
      const done = await deps.db.transaction().execute(async (trx) => {
        const acknowledged = await deps.alerts.acknowledge(trx, id, {
          at: new Date(nowMs).toISOString(),
          byId: userId,
          byEmail: email,
          note: note ? note : null,
        });
        if (acknowledged)
          await deps.notifier.enqueue(trx, (await deps.alerts.find(id, trx))!, 'acknowledged', nowMs);
        return acknowledged;
      });
      const after = await existing(id);
      if (!done && after.state === 'resolved') throw alreadyResolved();
      if (done) {
        deps.events.publish('alert.changed', {
          alertId: id,
          deviceId: after.device_id,
          ruleId: after.rule_id,
          state: after.state,
          severity: after.severity,
          change: 'acknowledged',
        });
        deps.notifier.kick();
      }
      return (await withDeliveries([after]))[0]!;
    },

    /** Every stored reading: a climate reading proves the power is back; then the rules are evaluated. */
    async onReadingsStored({ readings }: AppEventMap['readings.stored']): Promise<void> {
      const ids = [...new Set(readings.map((reading) => reading.deviceId))];
      const climate = [...new Set(readings.filter((r) => r.kind === 'climate').map((r) => r.deviceId))];
      await deps.evaluator.evaluate(ids, () =>
        deps.devices.restorePower(climate, deps.clock.now().toISOString()),
      );
    },

    async onDeviceChanged(change: AppEventMap['device.changed']): Promise<void> {
      const power = change.event === DEVICE_EVENTS.power ? parseEventJson(change.data)?.state : undefined;
      const status = change.event === DEVICE_EVENTS.cloudStatus ? change.data?.trim() : undefined;
      if (power === 'lost' || status === 'offline') return setPower(change.deviceId, true);
      if (power === 'restored' || status === 'online') return setPower(change.deviceId, false);
    },

    /**
     * The sweep (every 15 s, one instance): new devices get their power rule, a climate device silent past
     * its online window has lost power, and every rule is evaluated on every device (stale data, holds and
     * hysteresis that mature without a reading), then repeats go out.
     */
    async sweep(): Promise<void> {
      await deps.rules.ensurePowerRules();
      const nowMs = deps.clock.now().getTime();
      const at = new Date(nowMs).toISOString();
      for (const row of await deps.devices.list('climate')) {
        const lastTs = toMs(row.last_ts);
        if (row.power_state === 'lost' || lastTs === null) continue;
        if (climateStatus(lastTs, nowMs) === 'offline') await deps.devices.setPowerState(row.id, true, at);
      }
      await deps.evaluator.evaluate();
      await deps.evaluator.repeat();
      await deps.evaluator.resolveOrphans();
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
