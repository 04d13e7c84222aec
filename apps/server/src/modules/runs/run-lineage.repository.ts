import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { parseIds } from './runs.mapper.ts';

/**
 * What mothers and a cutting's lineage read of runs (DESIGN section 20): the groups taken from mothers
 * with their events and losses, and the groups naming a cutting. Plain rows, no run logic.
 */
export function createRunLineageRepository(db: Kysely<Database>) {
  return {
    async ofMothers(motherIds: readonly string[]) {
      if (motherIds.length === 0) return { groups: [], events: [], losses: [] };
      const groups = await db
        .selectFrom('plant_groups')
        .select(['id', 'mother_id', 'parent_group_id', 'plants_started', 'cutting_ids'])
        .where('mother_id', 'in', motherIds)
        .orderBy('id')
        .execute();
      const ids = groups.map((group) => group.id);
      if (ids.length === 0) return { groups: [], events: [], losses: [] };
      const [events, losses] = await Promise.all([
        db
          .selectFrom('stage_events')
          .select(['group_id', 'split_group_id', 'stage', 'before_stage', 'at', 'seq', 'plant_count'])
          .where((eb) => eb.or([eb('group_id', 'in', ids), eb('split_group_id', 'in', ids)]))
          .orderBy('at')
          .orderBy('seq')
          .execute(),
        db
          .selectFrom('plant_losses')
          .select(['group_id', 'count', 'at'])
          .where('group_id', 'in', ids)
          .orderBy('at')
          .execute(),
      ]);
      return {
        groups: groups.map((group) => ({
          id: group.id,
          motherId: group.mother_id!,
          parentGroupId: group.parent_group_id,
          plantsStarted: Number(group.plants_started),
          cuttingIds: parseIds(group.cutting_ids),
        })),
        events: events.map((event) => ({
          groupId: event.group_id,
          splitGroupId: event.split_group_id,
          stage: event.stage,
          beforeStage: event.before_stage,
          at: event.at,
          plantCount: Number(event.plant_count),
        })),
        losses: losses.map((loss) => ({ groupId: loss.group_id, count: Number(loss.count), at: loss.at })),
      };
    },

    /**
     * Groups holding one of these cuttings (in `cutting_ids`) or taken from one (`mother_id`), with their
     * run, once per cutting each names: one query whatever the count, the ids joined as a table of values.
     */
    async groupsNaming(cuttingIds: readonly string[]) {
      if (cuttingIds.length === 0) return [];
      const named = sql<{ id: string }>`(values ${sql.join(cuttingIds.map((id) => sql`(${id})`))})`;
      const rows = await db
        .with('named(id)', () => named)
        .selectFrom('plant_groups')
        .innerJoin('runs', 'runs.id', 'plant_groups.run_id')
        .innerJoin('named', (join) =>
          join.on((eb) =>
            eb.or([
              eb('plant_groups.mother_id', '=', eb.ref('named.id')),
              eb('plant_groups.cutting_ids', 'like', sql<string>`${'%"'} || named.id || ${'"%'}`),
            ]),
          ),
        )
        .select([
          'named.id as cutting_id',
          'plant_groups.id',
          'plant_groups.stage',
          'plant_groups.cutting_ids',
          'plant_groups.mother_id',
          'runs.id as run_id',
          'runs.code as run_code',
          'runs.name as run_name',
          'runs.state as run_state',
          'runs.started_at as run_started_at',
        ])
        .orderBy('runs.started_at', 'desc')
        .orderBy('runs.id')
        .orderBy('plant_groups.position')
        .execute();
      // LIKE finds candidates (a `_` in an id matches any character); the parsed list decides.
      return rows
        .filter(
          (row) => row.mother_id === row.cutting_id || parseIds(row.cutting_ids).includes(row.cutting_id),
        )
        .map((row) => ({
          cuttingId: row.cutting_id,
          groupId: row.id,
          stage: row.stage,
          run: { id: row.run_id, code: row.run_code, name: row.run_name, state: row.run_state },
        }));
    },
  };
}

export type RunLineageRepository = ReturnType<typeof createRunLineageRepository>;
