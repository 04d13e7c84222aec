import { createDigestModule } from '../modules/reports/digest/digest.module.ts';
import type { Alerting } from './alerting.ts';
import type { Crop } from './crop.ts';
import type { Kit } from './kit.ts';
import type { Readings } from './readings.ts';
import type { Team } from './team.ts';

/**
 * The weekly digest (DESIGN 26): made once the screens it reads exist. Each figure comes through the
 * service function the screen's route calls (runs, their climate, rooms, the devices' daily in-range rule,
 * steering, tasks, alerts), never through another module's tables; it goes out through the notification
 * outbox.
 */
export function composeDigest(kit: Kit, readings: Readings, alerting: Alerting, crop: Crop, team: Team) {
  const { notifications, alerts } = alerting;
  return createDigestModule({
    db: kit.db,
    clock: kit.clock,
    log: kit.log,
    publicUrl: kit.publicUrl,
    zone: crop.site.zone,
    delivery: notifications.digests,
    languageOf: notifications.languageOf,
    sources: {
      siteName: async () => (await crop.site.service.get()).name,
      runs: crop.runs.service,
      runClimate: crop.runs.climate,
      room: crop.rooms.service.get,
      climateJudgement: readings.history.service.climateJudgement,
      steering: crop.steering.steering.ofRoom,
      tasks: (includeDone, narrow) => team.tasks.service.list(includeDone, narrow),
      alerts: (query) => alerts.alerts.list(query),
    },
  });
}

export type Digest = ReturnType<typeof composeDigest>;
