import type { registerRequestPipeline } from '../http/request-pipeline.ts';
import type { createTrashModule } from '../modules/trash/trash.module.ts';
import type { Accounts } from './accounts.ts';
import type { Alerting } from './alerting.ts';
import type { Automation } from './automation.ts';
import type { Climate } from './climate.ts';
import type { Crop } from './crop.ts';
import type { Digest } from './digest.ts';
import type { Operations } from './operations.ts';
import type { Readings } from './readings.ts';
import type { TaskNotices } from './task-notices.ts';
import type { Team } from './team.ts';

/** Everything `composeApp` made, by area: what the routes, jobs, shutdown and services are drawn from. */
export interface AppModules {
  accounts: Accounts;
  team: Team;
  readings: Readings;
  alerting: Alerting;
  crop: Crop;
  climate: Climate;
  operations: Operations;
  trash: ReturnType<typeof createTrashModule>;
  /** The request pipeline's Idempotency-Key store and its `idempotency-sweep` job. */
  requests: Awaited<ReturnType<typeof registerRequestPipeline>>;
  /** Tasks' messages: the `task.assigned` subscription, `task-morning-list` and `task-overdue`. */
  taskNotices: TaskNotices;
  /** Automations (DESIGN 24): their API, and the engine's job and preview. */
  automation: Automation;
  /** The weekly digest (DESIGN 26): its `weekly-digest` job and preview route. */
  digest: Digest;
}
