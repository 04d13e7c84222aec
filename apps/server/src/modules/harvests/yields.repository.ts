import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { HarvestWeighingsTable } from './harvests.table.ts';

/** The harvest column a yield row groups by (`id`: one row per harvest, folded by month in the service). */
export type YieldKeyColumn = 'strain_id' | 'run_id' | 'room_id' | 'mother_id' | 'id';

/** Harvest instants in [from, to), ISO 8601 UTC; an end left out is open. */
export interface YieldRange {
  from: string | null;
  to: string | null;
}

export interface WeightSumRow {
  key: string | null;
  kind: HarvestWeighingsTable['kind'];
  unit: HarvestWeighingsTable['unit'];
  /** The entered values of the unit, added as whole thousandths (a string from PostgreSQL). */
  thousandths: number | string;
}

/** Only closed harvests count (their dry weight is final), harvested in the range. */
function closedIn(eb: ExpressionBuilder<Database, 'harvests'>, range: YieldRange) {
  const conditions = [eb('harvests.closed_at', 'is not', null)];
  if (range.from) conditions.push(eb('harvests.at', '>=', range.from));
  if (range.to) conditions.push(eb('harvests.at', '<', range.to));
  return eb.and(conditions);
}

/** What yields are counted from: the closed harvests and their weighings, summed in SQL. */
export function createYieldsRepository(db: Kysely<Database>) {
  return {
    /** Per key, kind and unit: the entered values added up (exact: units are converted afterwards, once). */
    weightSums(column: YieldKeyColumn, range: YieldRange): Promise<WeightSumRow[]> {
      const key = `harvests.${column}` as const;
      return db
        .selectFrom('harvests')
        .innerJoin('harvest_weighings', 'harvest_weighings.harvest_id', 'harvests.id')
        .select(({ fn, ref }) => [
          ref(key).as('key'),
          'harvest_weighings.kind',
          'harvest_weighings.unit',
          fn.sum<number | string>('harvest_weighings.value_thousandths').as('thousandths'),
        ])
        .where((eb) => closedIn(eb, range))
        .groupBy([key, 'harvest_weighings.kind', 'harvest_weighings.unit'])
        .execute();
    },

    /** The closed harvests with what the ratios divide by: plants, the room's area and light, days of flower. */
    closedHarvests(range: YieldRange) {
      return db
        .selectFrom('harvests')
        .select([
          'harvests.id',
          'harvests.run_id',
          'harvests.strain_id',
          'harvests.room_id',
          'harvests.mother_id',
          'harvests.at',
          'harvests.plant_count',
          'harvests.area_m2',
          'harvests.lights_watts',
          'harvests.flower_days',
        ])
        .where((eb) => closedIn(eb, range))
        .execute();
    },
  };
}

export type YieldHarvestRow = Awaited<
  ReturnType<ReturnType<typeof createYieldsRepository>['closedHarvests']>
>[number];
