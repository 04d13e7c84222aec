import { GROWING_STAGES, type Stage } from '@canopy/shared/crop';
import { FED_STAGES, litresOf, shareByPlants, type VolumeUnit } from '@canopy/shared/feeding';
import type { Actor } from '@canopy/shared/permissions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EventPublisher } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit, type AuditEntryInput } from '../audit/record-audit.ts';
import { writeInstant } from '../harvests/harvest-writes.ts';
import { roomNotFound } from '../rooms/rooms.errors.ts';
import type { GroupAt } from '../runs/groups-at.ts';
import type { Names } from '../runs/run-reader.ts';
import type { SiteZoneReader } from '../site/site-zone.ts';
import type { EntryRowColumns } from './entry-row.ts';
import { roomEmpty } from './feeding.errors.ts';

/** An entry recorded for a whole room, kept as one row per group growing in it (DESIGN section 25). */
export type RoomEntryKind = 'feed' | 'scouting' | 'treatment';

/**
 * The groups each kind is written for. A feed goes to plants still taking water and nutrients, not drying
 * or curing, and a room with none has nothing to feed (409). Scouting and treatments concern whatever
 * grows in the room, and are kept for the room alone when nothing does: a sighting or a spray of an empty
 * room still happened.
 */
const KINDS: Readonly<Record<RoomEntryKind, { stages: readonly Stage[]; roomAlone: boolean }>> = {
  feed: { stages: FED_STAGES, roomAlone: false },
  scouting: { stages: GROWING_STAGES, roomAlone: true },
  treatment: { stages: GROWING_STAGES, roomAlone: true },
};

/** What a room-wide entry is written with (feeds here, scouting and treatments in the protection module). */
export interface RoomEntryDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Each run an entry was recorded on is told as `run.changed` (`feeding`): live streams read it again. */
  events: EventPublisher;
  zone: Pick<SiteZoneReader, 'timeZone'>;
  /** Names of live rooms among these ids (the rooms module). */
  rooms: Names;
  /** The groups standing in a room at an instant, with the plants they held then (the runs module). */
  runs: { groupsInRoomAt(roomId: string, at: Date): Promise<readonly GroupAt[]> };
  /** The e-mail of an account, kept on each row so it names who after the account is gone. */
  emailOf(userId: string): Promise<string>;
}

/** One row of a room-wide entry: a group and its part of the room's plants, or the room alone. */
export interface EntryGroup {
  runId: string | null;
  groupId: string | null;
  plantCount: number;
  share: number;
}

/** What an entry is written from, read before its transaction (on SQLite nothing may be read during it). */
export interface RoomEntryContext {
  room: { id: string; name: string };
  at: Date;
  now: Date;
  by: { id: string; email: string };
  timeZone: string;
  /** Most plants first: the entry's rows keep this order, and a follow-up task links the first. */
  groups: EntryGroup[];
}

/** The groups of `kind` among those standing in the room, each with its part of their plants. */
function entryGroups(kind: RoomEntryKind, standing: readonly GroupAt[]): EntryGroup[] {
  const { stages, roomAlone } = KINDS[kind];
  const groups = standing
    .filter((group) => stages.includes(group.stage))
    .sort((a, b) => b.plantCount - a.plantCount || (a.groupId < b.groupId ? -1 : 1));
  const plants = groups.reduce((sum, group) => sum + group.plantCount, 0);
  if (plants === 0) {
    if (!roomAlone) throw roomEmpty();
    return [{ runId: null, groupId: null, plantCount: 0, share: 1 }];
  }
  return groups.map(({ runId, groupId, plantCount }) => ({
    runId,
    groupId,
    plantCount,
    share: plantCount / plants,
  }));
}

/**
 * The room (404 `rooms.not_found` for an unknown or trashed one), the entry's instant (`at` or now; never
 * in the future beyond a phone's clock skew: 400), who records it, the site's zone, and the groups of
 * `kind` standing in the room then.
 */
export async function roomEntryContext(
  deps: RoomEntryDeps,
  kind: RoomEntryKind,
  actor: Actor,
  roomId: string,
  at: string | undefined,
): Promise<RoomEntryContext> {
  const { at: when, now } = writeInstant(deps.clock, at);
  const name = (await deps.rooms.names([roomId])).get(roomId);
  if (name === undefined) throw roomNotFound();
  const [email, timeZone, standing] = await Promise.all([
    deps.emailOf(actor.id),
    deps.zone.timeZone(),
    deps.runs.groupsInRoomAt(roomId, when),
  ]);
  return {
    room: { id: roomId, name },
    at: when,
    now,
    by: { id: actor.id, email },
    timeZone,
    groups: entryGroups(kind, standing),
  };
}

/** The columns every row of the entry has: one row per group, sharing a new `entry_id`. */
export function entryRows(context: RoomEntryContext, note: string): EntryRowColumns[] {
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

/**
 * Each row's part of a volume in litres (1 gal = 3.785411784 L): by its plants, the parts adding up to
 * the whole, so a run's totals are sums of its rows; all of it for the room alone.
 */
export function litresByRow(context: RoomEntryContext, volume: number, unit: VolumeUnit): number[] {
  const litres = litresOf(volume, unit);
  const plants = context.groups.map((group) => group.plantCount);
  return plants.some((count) => count > 0) ? shareByPlants(litres, plants) : [litres];
}

/**
 * Writes the entry's rows (`insert`, given the transaction) and its one audit entry of the room, in the
 * recorder's name, in one transaction: all of it or nothing.
 */
export async function commitRoomEntry(
  deps: Pick<RoomEntryDeps, 'db'>,
  context: RoomEntryContext,
  insert: (trx: Kysely<Database>) => Promise<void>,
  audit: Omit<AuditEntryInput, 'at' | 'actor' | 'entity' | 'entityId'>,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await insert(trx);
    await recordAudit(trx, {
      ...audit,
      at: context.now,
      actor: context.by,
      entity: 'room',
      entityId: context.room.id,
    });
  });
}

/** After the commit: each run the entry was recorded on is told once, and read again by whoever shows it. */
export function tellRuns(deps: Pick<RoomEntryDeps, 'events'>, context: RoomEntryContext): void {
  for (const runId of new Set(context.groups.flatMap((group) => (group.runId ? [group.runId] : [])))) {
    deps.events.publish('run.changed', { runId, change: 'feeding' });
  }
}
