import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What groups hold now and what left them after an instant: a room's groups at that instant are counted back from it. */
export function createGroupsAtRepository(db: Kysely<Database>) {
  return {
    async plantsNow(groupIds: readonly string[]): Promise<Map<string, number>> {
      if (groupIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('plant_groups')
        .select(['id', 'plant_count'])
        .where('id', 'in', groupIds)
        .execute();
      return new Map(rows.map((row) => [row.id, Number(row.plant_count)]));
    },

    /** The plants these groups lost, or had split off, after `at`. */
    async laterChanges(groupIds: readonly string[], at: string) {
      if (groupIds.length === 0) return [];
      const [losses, splits] = await Promise.all([
        db
          .selectFrom('plant_losses')
          .select(['group_id', 'count'])
          .where('group_id', 'in', groupIds)
          .where('at', '>', at)
          .execute(),
        db
          .selectFrom('stage_events')
          .select(['group_id', 'plant_count as count'])
          .where('group_id', 'in', groupIds)
          .where('split_group_id', 'is not', null)
          .where('at', '>', at)
          .execute(),
      ]);
      return [...losses, ...splits].map((row) => ({ groupId: row.group_id, count: Number(row.count) }));
    },
  };
}
