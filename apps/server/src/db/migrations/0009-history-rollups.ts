import { SqliteAdapter, sql, type Kysely } from 'kysely';

// Frozen in time (the column lists are written out, not read from rollup-spec.ts, which may change).
// Rollups of climate and soil history at 5 minutes and 1 hour: per metric sum, count, min and max; climate
// also counts the readings judged against the limits in force when they arrived and those inside them.
// Existing history is folded in; its readings were stored without their limits, so they count as unjudged.
const CLIMATE = ['temperature', 'humidity', 'co2', 'vpd'];
const JUDGED = ['temperature', 'humidity', 'co2'];
const SOIL = ['moisture_pct', 'temp_c', 'ec_mscm', 'ph', 'n_mgkg', 'p_mgkg', 'k_mgkg'];
const SIZES = { '5m': 300_000, '1h': 3_600_000 };

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [kind, metrics] of [
    ['climate', CLIMATE],
    ['soil', SOIL],
  ] as const) {
    for (const [name, size] of Object.entries(SIZES)) {
      const table = `${kind}_rollups_${name}`;
      let create = db.schema
        .createTable(table)
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('bucket', 'bigint', (c) => c.notNull());
      for (const m of metrics) {
        create = create
          .addColumn(`${m}_sum`, 'double precision', (c) => c.notNull().defaultTo(0))
          .addColumn(`${m}_n`, 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn(`${m}_min`, 'double precision')
          .addColumn(`${m}_max`, 'double precision');
      }
      if (kind === 'climate') {
        for (const m of JUDGED) {
          create = create
            .addColumn(`${m}_in`, 'integer', (c) => c.notNull().defaultTo(0))
            .addColumn(`${m}_judged`, 'integer', (c) => c.notNull().defaultTo(0));
        }
        create = create
          .addColumn('light_sum', 'double precision', (c) => c.notNull().defaultTo(0))
          .addColumn('light_n', 'integer', (c) => c.notNull().defaultTo(0));
      }
      create = create.addPrimaryKeyConstraint(`${table}_pk`, ['device_id', 'bucket']);
      // On SQLite the rows live in the primary key's own b-tree: an upsert writes one tree, not a table and
      // an index (rollups are upserted for every stored reading).
      if (db.getExecutor().adapter instanceof SqliteAdapter) create = create.modifyEnd(sql`without rowid`);
      await create.execute();

      const source = sql.table(`${kind}_readings`);
      const bucket = sql`(ts / ${sql.lit(size)}) * ${sql.lit(size)}`;
      const folded = metrics.flatMap((m) => [
        sql`coalesce(sum(${sql.ref(m)}), 0)`,
        sql`count(${sql.ref(m)})`,
        sql`min(${sql.ref(m)})`,
        sql`max(${sql.ref(m)})`,
      ]);
      const columns = metrics.flatMap((m) => [`${m}_sum`, `${m}_n`, `${m}_min`, `${m}_max`]);
      if (kind === 'climate') {
        folded.push(sql`coalesce(sum(light_status), 0)`, sql`count(light_status)`);
        columns.push('light_sum', 'light_n');
      }
      await sql`insert into ${sql.table(table)} (device_id, bucket, ${sql.join(columns.map((c) => sql.ref(c)))})
        select device_id, ${bucket}, ${sql.join(folded)} from ${source} group by device_id, ${bucket}`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['climate_rollups_5m', 'climate_rollups_1h', 'soil_rollups_5m', 'soil_rollups_1h']) {
    await db.schema.dropTable(table).execute();
  }
}
