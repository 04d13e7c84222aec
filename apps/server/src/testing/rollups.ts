import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  CLIMATE_ROLLUP_METRICS,
  ROLLUP_TABLES,
  SOIL_ROLLUP_METRICS,
  type RollupKind,
} from '../modules/telemetry/rollup-spec.ts';

/** The rollups as they would be if computed afresh from the stored readings. */
export async function recomputedRollups(db: Kysely<Database>, kind: RollupKind, size: number) {
  const metrics = kind === 'soil' ? SOIL_ROLLUP_METRICS : CLIMATE_ROLLUP_METRICS;
  const bucket = sql`(ts / ${sql.lit(size)}) * ${sql.lit(size)}`;
  const columns = metrics.flatMap((m) => [
    sql`coalesce(sum(${sql.ref(m)}), 0) as ${sql.ref(`${m}_sum`)}`,
    sql`count(${sql.ref(m)}) as ${sql.ref(`${m}_n`)}`,
    sql`min(${sql.ref(m)}) as ${sql.ref(`${m}_min`)}`,
    sql`max(${sql.ref(m)}) as ${sql.ref(`${m}_max`)}`,
  ]);
  const { rows } = await sql<
    Record<string, unknown>
  >`select device_id, ${bucket} as bucket, ${sql.join(columns)} from ${sql.table(`${kind}_readings`)} group by device_id, ${bucket} order by device_id, bucket`.execute(
    db,
  );
  return rows.map(normalise);
}

export async function storedRollups(db: Kysely<Database>, kind: RollupKind, size: '5m' | '1h') {
  const metrics = kind === 'soil' ? SOIL_ROLLUP_METRICS : CLIMATE_ROLLUP_METRICS;
  const rows = await db
    .selectFrom(ROLLUP_TABLES[kind][size])
    .select([
      'device_id',
      'bucket',
      ...metrics.flatMap((m) => [`${m}_sum`, `${m}_n`, `${m}_min`, `${m}_max`] as never[]),
    ])
    .orderBy('device_id')
    .orderBy('bucket')
    .execute();
  return (rows as Record<string, unknown>[]).map(normalise);
}

/** Numbers as numbers (PostgreSQL sends bigints as text), sums to 6 places (added in another order). */
export const normalise = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value === null || key === 'device_id' ? value : Math.round(Number(value) * 1e6) / 1e6,
    ]),
  );
