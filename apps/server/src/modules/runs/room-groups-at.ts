import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { plantsAt, standingAt, type GroupAt } from './groups-at.ts';
import { createGroupsAtRepository } from './groups-at.repository.ts';
import { createRoomHistoryRepository } from './room-history.repository.ts';

/**
 * The groups standing in a room at an instant, with their stage and the plants they held then: what a
 * room-wide entry (a feed, a scouting, a treatment) is written for, one row per group. Read from the
 * stage events and losses in application code, the same on both dialects.
 */
export function createRoomGroupsAt(deps: { db: Kysely<Database> }) {
  const history = createRoomHistoryRepository(deps.db);
  const groups = createGroupsAtRepository(deps.db);
  return async function groupsInRoomAt(roomId: string, at: Date): Promise<GroupAt[]> {
    const instant = at.toISOString();
    const standing = standingAt(roomId, instant, await history.eventsOfGroupsIn([roomId], instant));
    const ids = standing.map((group) => group.groupId);
    const [plantsNow, laterChanges] = await Promise.all([
      groups.plantsNow(ids),
      groups.laterChanges(ids, instant),
    ]);
    return plantsAt(standing, plantsNow, laterChanges);
  };
}
