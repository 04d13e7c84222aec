import { ALERT_SWEEP_MS } from '@canopy/shared/alerts';
import type { DeviceCropContext } from '@canopy/shared/schemas/rooms';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import type { Job } from '../../jobs/job-registry.ts';
import type { AppEvents, EventPublisher } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Port } from '../../lib/port.ts';
import type { DeviceDirectory, DevicePowerWrites } from '../devices/devices.types.ts';
import { createAlertConditionsRepository } from './alert-conditions.repository.ts';
import { createAlertEvaluator, type AlertNotifier } from './alert-evaluator.ts';
import type { Delivery } from './alert-model.ts';
import { createAlertRulesRepository } from './alert-rules.repository.ts';
import { createAlertRulesService } from './alert-rules.service.ts';
import { createAlertsRepository } from './alerts.repository.ts';
import { registerAlertRoutes } from './alerts.routes.ts';
import { toOpenedAlert, type OpenedAlert } from './opened-alert.ts';
import { createAlertsService } from './alerts.service.ts';

export interface AlertsModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  events: EventPublisher;
  /** The devices alerts read, and whose power state and alert toggle they write (the devices module's). */
  devices: DeviceDirectory & DevicePowerWrites;
  notifier: AlertNotifier;
  deliveriesOf(alertIds: readonly string[]): Promise<Map<string, Delivery[]>>;
  emailOf(userId: string): Promise<string>;
  /** Runs after every pass of the `alert-sweep` job (the notifications' quiet-hours summaries). */
  afterSweep(): Promise<unknown>;
  /** The devices' rooms and run days, which an alert keeps as it opens (the rooms module, made later). */
  crops: Port<AlertCropSource>;
}

/** Where an opening alert reads its device's room and run day (bound to the rooms module in app.ts). */
export interface AlertCropSource {
  cropOfDevices(deviceIds: readonly string[]): Promise<Map<string, DeviceCropContext>>;
}

/**
 * Rules, their evaluation into alerts, and the alerts themselves: their routes, the `alert-sweep` job,
 * and the evaluator's subscriptions to stored readings and device changes.
 */
export function createAlertsModule(deps: AlertsModuleDeps) {
  const repository = createAlertsRepository(deps.db);
  const rulesRepository = createAlertRulesRepository(deps.db);
  const evaluator = createAlertEvaluator({
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    events: deps.events,
    notifier: deps.notifier,
    alerts: repository,
    conditions: createAlertConditionsRepository(deps.db),
    devices: deps.devices,
    rules: () => rulesRepository.list(),
    addRule: (rule) => rulesRepository.insert(deps.db, rule),
    cropOf: async (deviceId) => (await deps.crops.get().cropOfDevices([deviceId])).get(deviceId) ?? null,
  });
  const rules = createAlertRulesService({
    db: deps.db,
    clock: deps.clock,
    rules: rulesRepository,
    devices: deps.devices,
    evaluator,
  });
  const service = createAlertsService({
    db: deps.db,
    clock: deps.clock,
    events: deps.events,
    alerts: repository,
    devices: deps.devices,
    rules,
    evaluator,
    notifier: deps.notifier,
    deliveriesOf: deps.deliveriesOf,
    emailOf: deps.emailOf,
  });
  const jobs: Job[] = [
    {
      name: 'alert-sweep',
      everyMs: ALERT_SWEEP_MS,
      run: async () => {
        await service.sweep();
        await deps.afterSweep();
      },
    },
  ];
  return {
    rules,
    alerts: service,
    evaluator,
    jobs,
    /** Unresolved alerts per device, for the rooms' open-alert counts. */
    openAlertCounts: async (deviceIds: readonly string[]): Promise<Map<string, number>> => {
      const counts = new Map<string, number>();
      if (deviceIds.length === 0) return counts;
      for (const alert of await repository.unresolved(deviceIds)) {
        counts.set(alert.device_id, (counts.get(alert.device_id) ?? 0) + 1);
      }
      return counts;
    },
    /** Alerts of these devices opened in [from, to] (epoch ms), oldest first: a run's climate marks them. */
    openedOn: async (deviceIds: readonly string[], from: number, to: number): Promise<OpenedAlert[]> =>
      (await repository.openedIn(deviceIds, new Date(from).toISOString(), new Date(to).toISOString())).map(
        toOpenedAlert,
      ),
    findAlerts: (executor: Kysely<Database>, ids: readonly string[]) => repository.findMany(executor, ids),
    /** Acknowledges without a note (the Telegram button). */
    acknowledge: async (userId: string, alertId: string): Promise<void> =>
      void (await service.acknowledge(userId, alertId, undefined)),
    routes: (app: AppInstance) => registerAlertRoutes(app, service, rules),
    subscribe(events: AppEvents): void {
      events.subscribe('readings.stored', (stored) => service.onReadingsStored(stored));
      events.subscribe('device.changed', (change) => service.onDeviceChanged(change));
    },
  };
}

export type AlertsModule = ReturnType<typeof createAlertsModule>;
