import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EventPublisher } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DevicesRepository } from '../devices/devices.repository.ts';
import { createAlertConditionsRepository } from './alert-conditions.repository.ts';
import { createAlertEvaluator, type AlertNotifier } from './alert-evaluator.ts';
import type { Delivery } from './alert-model.ts';
import { createAlertRulesRepository } from './alert-rules.repository.ts';
import { createAlertRulesService } from './alert-rules.service.ts';
import { createAlertsRepository } from './alerts.repository.ts';
import { createAlertsService } from './alerts.service.ts';

export interface AlertsModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  events: EventPublisher;
  devices: DevicesRepository;
  notifier: AlertNotifier;
  deliveriesOf(alertIds: readonly string[]): Promise<Map<string, Delivery[]>>;
  emailOf(userId: string): Promise<string>;
}

/** Rules, their evaluation into alerts, and the alerts themselves. */
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
  return {
    rules,
    alerts: service,
    evaluator,
    findAlerts: (executor: Kysely<Database>, ids: readonly string[]) => repository.findMany(executor, ids),
  };
}

export type AlertsModule = ReturnType<typeof createAlertsModule>;
