import type { Actor } from '@canopy/shared/permissions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { EventPublisher } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAudit, type AuditEntryInput } from '../audit/record-audit.ts';
import type { SiteZoneReader } from '../site/site-zone.ts';
import type { Names } from './run-reader.ts';
import { eventOutOfOrder, groupNotFound, runNotFound } from './runs.errors.ts';
import type { StageEventsTable } from './runs.table.ts';
import { createRunsRepository, type GroupRow, type RunRow, type RunsRepository } from './runs.repository.ts';

/** What the writes on a run are made with (wired in compose/crop.ts). */
export interface RunWriteDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Where each committed write is told (`run.changed`): live streams refresh the run and its rooms. */
  events: EventPublisher;
  zone: Pick<SiteZoneReader, 'timeZone'>;
  strains: Names;
  rooms: Names;
  /** Which of these ids are live cuttings (the cuttings module). */
  cuttings: { liveIds(ids: readonly string[]): Promise<Set<string>> };
  /** The e-mail of an account, kept on events and losses so they still name who after it is gone. */
  emailOf(userId: string): Promise<string>;
}

export interface GroupWrite {
  trx: Kysely<Database>;
  repo: RunsRepository;
  run: RunRow;
  /** The group as it is now, read after taking its lock. */
  group: GroupRow;
  at: Date;
  now: Date;
}

/** How far ahead of the server a phone's clock may run: a write dated that little ahead is dated now. */
export const CLOCK_SKEW_MS = 2 * 60_000;

/**
 * The instant a write is dated: `at` if given, or now. Never in the future: an `at` within a phone's clock
 * skew of now is taken as now, anything later is refused.
 */
export function writeInstant(clock: Clock, at: string | undefined): { at: Date; now: Date } {
  const now = clock.now();
  const when = at ? new Date(at) : now;
  if (when.getTime() > now.getTime() + CLOCK_SKEW_MS) throw eventOutOfOrder('body.at', 'in the future');
  return { at: when.getTime() > now.getTime() ? now : when, now };
}

/**
 * Runs `work` on one group of one run in a transaction that first takes the group's lock, so concurrent
 * writes on the group take turns and each reads the counts the previous one left. 404 for an unknown
 * run or group.
 */
export async function onGroup<T>(
  db: Kysely<Database>,
  ids: { runId: string; groupId: string },
  instant: { at: Date; now: Date },
  work: (write: GroupWrite) => Promise<T>,
): Promise<T> {
  const run = await assertRunAndGroup(db, ids);
  return db.transaction().execute(async (trx) => {
    const repo = createRunsRepository(trx);
    await repo.lockGroup(ids.groupId, instant.now.toISOString());
    const group = await repo.findGroup(ids.runId, ids.groupId);
    if (!group) throw groupNotFound();
    return work({ trx, repo, run, group, ...instant });
  });
}

/** 404 for an unknown run, or a group not of it; the run otherwise. */
export async function assertRunAndGroup(db: Kysely<Database>, ids: { runId: string; groupId: string }) {
  const runs = createRunsRepository(db);
  const run = await runs.findRun(ids.runId);
  if (!run) throw runNotFound();
  if (!(await runs.findGroup(ids.runId, ids.groupId))) throw groupNotFound();
  return run;
}

/** The instant of a group's latest event: nothing new may be dated before it. */
export async function latestEventAt(repo: RunsRepository, groupId: string): Promise<string | null> {
  const events = await repo.eventsOfGroup(groupId);
  return events.at(-1)?.at ?? null;
}

/** 409 for a write dated before the group's first event: a group has no life before it began. */
export async function assertNotBeforeGroup(
  repo: RunsRepository,
  groupId: string,
  when: string,
): Promise<void> {
  const first = (await repo.eventsOfGroup(groupId))[0]?.at;
  if (first && when < first) throw eventOutOfOrder('body.at', `before the group began (${first})`);
}

/** The audit entry of a write on a run's groups, in the write's transaction: an update of the run. */
export function auditRunUpdate(
  write: Pick<GroupWrite, 'trx' | 'now'> & { run: Pick<RunRow, 'id'> },
  actor: { id: string; email: string },
  entry: Pick<AuditEntryInput, 'summary' | 'event' | 'values' | 'changes'>,
): Promise<void> {
  return recordAudit(write.trx, {
    at: write.now,
    actor,
    action: 'update',
    entity: 'run',
    entityId: write.run.id,
    ...entry,
  });
}

/**
 * The stage event of a change to a locked group (a move, a split, its last plant lost), with the group's
 * state before it, which undoing the event restores.
 */
export async function insertGroupEvent(
  write: Pick<GroupWrite, 'repo' | 'run' | 'group' | 'now'>,
  by: { id: string; email: string },
  event: Pick<StageEventsTable, 'stage' | 'room_id' | 'at' | 'plant_count' | 'split_group_id' | 'note'>,
): Promise<void> {
  const { repo, run, group, now } = write;
  await repo.insertEvent({
    id: newId(now.getTime()),
    run_id: run.id,
    group_id: group.id,
    stage: event.stage,
    room_id: event.room_id,
    at: event.at,
    seq: await repo.nextSeq(),
    plant_count: event.plant_count,
    split_group_id: event.split_group_id,
    before_stage: group.stage,
    before_room_id: group.room_id,
    before_stage_started_at: group.stage_started_at,
    by_id: by.id,
    by_email: by.email,
    note: event.note,
    created_at: now.toISOString(),
  });
}

export const actorWithEmail = async (deps: RunWriteDeps, actor: Actor) => ({
  id: actor.id,
  email: await deps.emailOf(actor.id),
});
