import type { Actor } from '@canopy/shared/permissions';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { Run } from '@canopy/shared/schemas/runs';
import type { Site } from '@canopy/shared/schemas/site';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { validationFailed } from '../../lib/app-error.ts';
import type { EventPublisher } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import { CLOCK_SKEW_MS } from '../runs/run-writes.ts';
import type { RunsApi } from '../runs/runs.module.ts';
import type { SiteZoneReader } from '../site/site-zone.ts';
import type { HarvestReader } from './harvest-reader.ts';
import { harvestNotFound } from './harvests.errors.ts';
import { createHarvestsRepository, type HarvestRow, type HarvestsRepository } from './harvests.repository.ts';

/** What the writes on harvests are made with (wired in compose/crop.ts). */
export interface HarvestWriteDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Each committed write is told as `run.changed` (`harvest`): live streams read the run again. */
  events: EventPublisher;
  zone: Pick<SiteZoneReader, 'timeZone'>;
  /** A harvest moves its plants to `dry` by the runs module's move, and marks the run `harvested`. */
  runs: Pick<RunsApi, 'service' | 'move'>;
  /** The room the plants flowered in: its area and light are kept with the harvest. */
  rooms: { get(id: string): Promise<Pick<Room, 'areaM2' | 'lightsWatts'>> };
  /** The site's quality criteria, which notes rate. */
  site: { get(): Promise<Pick<Site, 'qualityCriteria'>> };
  /** The e-mail of an account, kept on each record so it names who after the account is gone. */
  emailOf(userId: string): Promise<string>;
  /**
   * The treatment of these groups (a group and the groups it split off from) whose pre-harvest interval a
   * harvest at `at` would fall inside, or null (the protection module).
   */
  preHarvestHold(
    groupIds: readonly string[],
    at: Date,
  ): Promise<{ productName: string; harvestFrom: string; treatedAt: string } | null>;
  reader: HarvestReader;
}

/**
 * The instant a write is dated: `at`, or now. A phone's clock may run a little ahead (the runs' skew): an
 * `at` within it is taken as now, anything later is refused.
 */
export function writeInstant(clock: Clock, at: string | undefined): { at: Date; now: Date } {
  const now = clock.now();
  const when = at ? new Date(at) : now;
  if (when.getTime() > now.getTime() + CLOCK_SKEW_MS) throw validationFailed('body.at', 'in the future');
  return { at: when.getTime() > now.getTime() ? now : when, now };
}

export interface HarvestWrite {
  trx: Kysely<Database>;
  repo: HarvestsRepository;
  /** The harvest as it is now, read after taking its lock. */
  harvest: HarvestRow;
  /** Its run, read before the transaction (the runs module reads outside it). */
  run: Run;
}

/**
 * Runs `work` on one harvest in a transaction that first takes its lock, so a weighing and a close of the
 * harvest take turns and each reads what the other left. 404 for an unknown harvest.
 */
export async function onHarvest<T>(
  deps: HarvestWriteDeps,
  id: string,
  now: Date,
  work: (write: HarvestWrite) => Promise<T>,
): Promise<T> {
  const found = await createHarvestsRepository(deps.db).findHarvest(id);
  if (!found) throw harvestNotFound();
  const run = await deps.runs.service.get(found.run_id);
  return deps.db.transaction().execute(async (trx) => {
    const repo = createHarvestsRepository(trx);
    const harvest = await repo.lockHarvest(id, now.toISOString());
    if (!harvest) throw harvestNotFound();
    return work({ trx, repo, harvest, run });
  });
}

export const actorWithEmail = async (deps: HarvestWriteDeps, actor: Actor) => ({
  id: actor.id,
  email: await deps.emailOf(actor.id),
});
