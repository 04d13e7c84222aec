import { WEIGHING_KINDS } from '@canopy/shared/schemas/harvests';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The harvest column a yield row groups by (`id`: one row per harvest, folded by month in the service). */
export type YieldKeyColumn = 'strain_id' | 'run_id' | 'room_id' | 'mother_id' | 'id';

/** Harvest instants in [from, to), ISO 8601 UTC; an end left out is open. */
export interface YieldRange {
  from: string | null;
  to: string | null;
}

/** The harvests a table counts: closed in the range, and of one strain when `strainId` is given. */
export interface YieldFilter extends YieldRange {
  strainId: string | null;
}

/** Counts and sums: strings from PostgreSQL when they are bigints. */
type Count = number | string;

/** Only closed harvests count (their dry weight is final), harvested in the range. */
function closedIn(eb: ExpressionBuilder<Database, 'harvests'>, range: YieldRange) {
  const conditions = [eb('harvests.closed_at', 'is not', null)];
  if (range.from) conditions.push(eb('harvests.at', '>=', range.from));
  if (range.to) conditions.push(eb('harvests.at', '<', range.to));
  return eb.and(conditions);
}

/** Closed in the range and of the filter's strain, if any. */
function counted(eb: ExpressionBuilder<Database, 'harvests'>, filter: YieldFilter) {
  return filter.strainId === null
    ? closedIn(eb, filter)
    : eb.and([closedIn(eb, filter), eb('harvests.strain_id', '=', filter.strainId)]);
}

/** The harvests' sums of each kind (kept with each weighing), added up per key. */
const weightSums = (eb: ExpressionBuilder<Database, 'harvests'>) =>
  WEIGHING_KINDS.flatMap((kind) => [
    eb.fn.sum<Count>(`harvests.${kind}_milligrams`).as(`${kind}_milligrams`),
    eb.fn.sum<Count>(`harvests.${kind}_picograms`).as(`${kind}_picograms`),
  ]);

/** What yields are counted from: the closed harvests, summed in SQL in one read. */
export function createYieldsRepository(db: Kysely<Database>) {
  return {
    /**
     * Per key: harvests, runs and plants; the rooms' area, light and days of flower, each harvest taking
     * its share of its room in its run (its plants over all the plants of the closed harvests in the range
     * taken from that room in that run, of every strain: one strain is measured on its part of the room,
     * never the whole), with how many harvests had an area and a light at all; the milligrams and
     * picograms of each kind; and the latest harvest's instant.
     */
    totals(column: YieldKeyColumn, filter: YieldFilter) {
      const key = `harvests.${column}` as const;
      const places = db
        .selectFrom('harvests')
        .select(({ fn }) => ['run_id', 'room_id', fn.sum<Count>('plant_count').as('plants')])
        .where((eb) => closedIn(eb, filter))
        .groupBy(['run_id', 'room_id'])
        .as('places');
      const share = sql`cast(harvests.plant_count as double precision) / places.plants`;
      return db
        .selectFrom('harvests')
        .innerJoin(places, (join) =>
          join
            .onRef('places.run_id', '=', 'harvests.run_id')
            .onRef('places.room_id', '=', 'harvests.room_id'),
        )
        .select((eb) => [
          eb.ref(key).as('key'),
          eb.fn.countAll<Count>().as('harvests'),
          eb.fn.count<Count>('harvests.run_id').distinct().as('runs'),
          eb.fn.sum<Count>('harvests.plant_count').as('plants'),
          eb.fn.count<Count>('harvests.area_m2').as('with_area'),
          eb.fn.sum<number | null>(sql`harvests.area_m2 * ${share}`).as('area'),
          eb.fn.count<Count>('harvests.lights_watts').as('with_light'),
          eb.fn.sum<number | null>(sql`harvests.lights_watts * ${share}`).as('watts'),
          eb.fn.sum<number>(sql`harvests.flower_days * ${share}`).as('days'),
          ...weightSums(eb),
          eb.fn.max('harvests.at').as('last_at'),
        ])
        .where((eb) => counted(eb, filter))
        .groupBy(key)
        .execute();
    },

    /** Each counted harvest's run and instant: what a month's row is folded from. */
    harvestsIn(filter: YieldFilter) {
      return db
        .selectFrom('harvests')
        .select(['harvests.id', 'harvests.run_id', 'harvests.at'])
        .where((eb) => counted(eb, filter))
        .execute();
    },
  };
}

export type YieldTotalsRow = Awaited<ReturnType<ReturnType<typeof createYieldsRepository>['totals']>>[number];
