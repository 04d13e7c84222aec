import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import type { Job } from '../../jobs/job-registry.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DeviceDirectory } from '../devices/devices.types.ts';
import { createHistoryRepository } from './history.repository.ts';
import { DEFAULT_RETENTION, enforceRetention, type RetentionDays } from './history-retention.ts';
import { createLocalBuckets } from './local-buckets.ts';
import { registerHistoryRoutes } from './history.routes.ts';
import { createHistoryService } from './history.service.ts';
import { createSteeringReads } from './steering-reads.ts';

export interface HistoryModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Which devices there are, and of what kind: a series is read only for a device of its kind. */
  devices: DeviceDirectory;
  /** How long history is kept (HISTORY_RAW_DAYS, HISTORY_5M_DAYS, HISTORY_1H_DAYS). */
  retention?: RetentionDays;
}

/**
 * History reads (series, daily summaries), their routes, and the `history-retention` job; `reads` is what
 * other modules read of the history (HistoryReads: the climate readings of the devices' chart, water), and
 * `localBuckets` the hourly rollups and water totals grouped by hours and days on the site's clock (a run
 * comparison's series); `steering` is what crop steering reads (a room's 5-minute rollups and meter
 * readings).
 */
export function createHistoryModule(deps: HistoryModuleDeps) {
  const reads = createHistoryRepository(deps.db);
  const service = createHistoryService(deps.db, deps.devices);
  const retention = deps.retention ?? DEFAULT_RETENTION;
  const jobs: Job[] = [
    {
      name: 'history-retention',
      everyMs: 15 * 60_000,
      run: () => enforceRetention(deps.db, deps.clock, retention),
    },
  ];
  return {
    reads,
    service,
    localBuckets: createLocalBuckets(deps.db),
    steering: createSteeringReads(deps.db),
    jobs,
    routes: (app: AppInstance) => registerHistoryRoutes(app, service),
  };
}
