import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  CLIMATE_ROLLUP_METRICS,
  ROLLUP_SIZES,
  ROLLUP_TABLES,
  SOIL_ROLLUP_METRICS,
  type RollupKind,
  type RollupSize,
} from './rollup-spec.ts';

/**
 * Recomputes every rollup from the stored readings, for history loaded past the repository (a bulk
 * import, the bench seed). Limits are not stored with readings, so what it folds counts as unjudged.
 */
export async function rebuildRollups(db: Kysely<Database>): Promise<void> {
  for (const kind of ['climate', 'soil'] as const) {
    for (const size of Object.keys(ROLLUP_SIZES) as RollupSize[]) await rebuild(db, kind, size);
  }
}

async function rebuild(db: Kysely<Database>, kind: RollupKind, size: RollupSize): Promise<void> {
  const metrics = kind === 'soil' ? SOIL_ROLLUP_METRICS : CLIMATE_ROLLUP_METRICS;
  const table = ROLLUP_TABLES[kind][size];
  const bucket = sql`(ts / ${sql.lit(ROLLUP_SIZES[size])}) * ${sql.lit(ROLLUP_SIZES[size])}`;
  const columns = metrics.flatMap((m) => [`${m}_sum`, `${m}_n`, `${m}_min`, `${m}_max`]);
  const folded = metrics.flatMap((m) => [
    sql`coalesce(sum(${sql.ref(m)}), 0)`,
    sql`count(${sql.ref(m)})`,
    sql`min(${sql.ref(m)})`,
    sql`max(${sql.ref(m)})`,
  ]);
  if (kind === 'climate') {
    columns.push('light_sum', 'light_n');
    folded.push(sql`coalesce(sum(light_status), 0)`, sql`count(light_status)`);
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom(table).execute();
    await sql`insert into ${sql.table(table)} (device_id, bucket, ${sql.join(columns.map((c) => sql.ref(c)))})
      select device_id, ${bucket}, ${sql.join(folded)} from ${sql.table(`${kind}_readings`)}
      group by device_id, ${bucket}`.execute(trx);
  });
}
