import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time. On PostgreSQL the raw readings become tables partitioned by month of `ts`: retention
// then drops a month at a time instead of deleting rows. Existing rows move into the new
// layout in the migration's transaction, so nothing is lost; months are made from the oldest reading's to
// three after the current one, and a default partition takes anything outside them. SQLite is unchanged.
const TABLES = ['climate_readings', 'soil_readings', 'water_readings'];
const MONTHS_AHEAD = 3;

const monthStart = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const nextMonth = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};
const suffix = (ms: number) => new Date(ms).toISOString().slice(0, 7).replace('-', '');

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of TABLES) {
    const old = `${table}_unpartitioned`;
    await sql`alter table ${sql.table(table)} rename to ${sql.table(old)}`.execute(db);
    await sql`alter table ${sql.table(old)} rename constraint ${sql.ref(`${table}_pk`)} to ${sql.ref(`${old}_pk`)}`.execute(
      db,
    );
    await sql`create table ${sql.table(table)} (like ${sql.table(old)} including defaults) partition by range (ts)`.execute(
      db,
    );
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_pk`)} primary key (device_id, ts)`.execute(
      db,
    );
    await sql`create table ${sql.table(`${table}_default`)} partition of ${sql.table(table)} default`.execute(
      db,
    );
    const { rows } = await sql<{
      oldest: string | null;
    }>`select min(ts) as oldest from ${sql.table(old)}`.execute(db);
    const now = Date.now();
    const last = monthStart(now);
    for (
      let month = monthStart(rows[0]?.oldest ? Number(rows[0].oldest) : now);
      month <= last;
      month = nextMonth(month)
    ) {
      await createMonth(db, table, month);
    }
    for (let month = nextMonth(last), i = 0; i < MONTHS_AHEAD; month = nextMonth(month), i += 1) {
      await createMonth(db, table, month);
    }
    await sql`insert into ${sql.table(table)} select * from ${sql.table(old)}`.execute(db);
    await sql`drop table ${sql.table(old)}`.execute(db);
  }
}

async function createMonth(db: Kysely<unknown>, table: string, month: number): Promise<void> {
  await sql`create table ${sql.table(`${table}_p${suffix(month)}`)} partition of ${sql.table(table)}
    for values from (${sql.lit(month)}) to (${sql.lit(nextMonth(month))})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of TABLES) {
    const old = `${table}_partitioned`;
    await sql`alter table ${sql.table(table)} rename to ${sql.table(old)}`.execute(db);
    await sql`alter table ${sql.table(old)} rename constraint ${sql.ref(`${table}_pk`)} to ${sql.ref(`${old}_pk`)}`.execute(
      db,
    );
    await sql`create table ${sql.table(table)} (like ${sql.table(old)} including defaults)`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_pk`)} primary key (device_id, ts)`.execute(
      db,
    );
    await sql`insert into ${sql.table(table)} select * from ${sql.table(old)}`.execute(db);
    await sql`drop table ${sql.table(old)} cascade`.execute(db);
  }
}
