import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Names } from './run-reader.ts';
import { createRoomHistoryRepository } from './room-history.repository.ts';

/**
 * What rooms read of the stages their groups went through (stage bands and `stage` marks on a device's
 * charts): each event with the group it moved (a split's child for a split), its run's code and its
 * strain's name, oldest first.
 */
export function createRoomHistory(deps: { db: Kysely<Database>; strains: Names }) {
  const history = createRoomHistoryRepository(deps.db);
  return async function stageHistoryInRooms(roomIds: readonly string[], toIso: string) {
    const rows = await history.eventsOfGroupsIn(roomIds, toIso);
    const strainNames = await deps.strains.names([...new Set(rows.map((row) => row.strain_id))]);
    return rows.map((row) => ({
      id: row.id,
      runId: row.run_id,
      runCode: row.run_code,
      groupId: row.split_group_id ?? row.group_id,
      strainName: strainNames.get(row.strain_id) ?? '',
      stage: row.stage,
      roomId: row.room_id,
      fromRoomId: row.before_room_id,
      at: row.at,
      seq: Number(row.seq),
      plantCount: Number(row.plant_count),
      by: row.by_id === null ? null : { id: row.by_id, email: row.by_email ?? '' },
    }));
  };
}
