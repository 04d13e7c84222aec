import type { Language } from '@canopy/shared/languages';
import type { Actor } from '@canopy/shared/permissions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EventPublisher } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { EntryRowColumns } from '../feeding/entry-row.ts';
import { writeInstant } from '../harvests/harvest-writes.ts';
import { roomNotFound } from '../rooms/rooms.errors.ts';
import type { SiteZoneReader } from '../site/site-zone.ts';
import { groupsInRoomAt, type EntryGroup, type ProtectionRuns } from './entry-groups.ts';

/** What scouting and treatments are written with (wired in compose/crop.ts). */
export interface EntryWriteDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Each run an entry was recorded on is told as `run.changed`: live streams read it again. */
  events: EventPublisher;
  zone: Pick<SiteZoneReader, 'timeZone'>;
  runs: ProtectionRuns;
  /** Names of live rooms among these ids (the rooms module). */
  rooms: { names(ids: readonly string[]): Promise<Map<string, string>> };
  /** The e-mail of an account, kept on each row so it names who after the account is gone. */
  emailOf(userId: string): Promise<string>;
  /** The language someone reads the server's words in (their notification settings). */
  languageOf(userId: string): Promise<Language>;
}

/** What an entry is written from, read before its transaction (on SQLite nothing may be read during it). */
export interface EntryContext {
  room: { id: string; name: string };
  at: Date;
  now: Date;
  by: { id: string; email: string };
  timeZone: string;
  groups: EntryGroup[];
}

/**
 * The room (404 for an unknown or trashed one), the entry's instant (`at` or now; never in the future
 * beyond a phone's clock skew: 400), who records it, and the groups growing in the room then.
 */
export async function entryContext(
  deps: EntryWriteDeps,
  actor: Actor,
  roomId: string,
  at: string | undefined,
): Promise<EntryContext> {
  const { at: when, now } = writeInstant(deps.clock, at);
  const name = (await deps.rooms.names([roomId])).get(roomId);
  if (name === undefined) throw roomNotFound();
  const [email, timeZone, groups] = await Promise.all([
    deps.emailOf(actor.id),
    deps.zone.timeZone(),
    groupsInRoomAt(deps.runs, roomId, when),
  ]);
  return { room: { id: roomId, name }, at: when, now, by: { id: actor.id, email }, timeZone, groups };
}

/** The columns every row of the entry has: one row per group, sharing a new `entry_id`. */
export function entryRows(context: EntryContext, note: string): EntryRowColumns[] {
  const entryId = newId(context.now.getTime());
  const stamp = context.now.toISOString();
  return context.groups.map((group) => ({
    id: newId(context.now.getTime()),
    entry_id: entryId,
    room_id: context.room.id,
    run_id: group.runId,
    group_id: group.groupId,
    plant_count: group.plantCount,
    share: group.share,
    at: context.at.toISOString(),
    note,
    by_id: context.by.id,
    by_email: context.by.email,
    created_at: stamp,
  }));
}

/** After the commit: each run the entry was recorded on is read again by whoever shows it. */
export function tellRuns(deps: Pick<EntryWriteDeps, 'events'>, groups: readonly EntryGroup[]): void {
  for (const runId of new Set(groups.flatMap((group) => (group.runId ? [group.runId] : [])))) {
    deps.events.publish('run.changed', { runId, change: 'changed' });
  }
}
