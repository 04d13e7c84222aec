import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresDatabaseUrl } from '../../testing/test-databases.ts';
import { openDatabase, type DatabaseHandle } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import * as m0001 from './0001-users-and-sessions.ts';
import * as m0002 from './0002-devices.ts';

const BEFORE: Record<string, Migration> = { '0001-users-and-sessions': m0001, '0002-devices': m0002 };
const DAY = 86_400_000;

describe('the readings partition migration on postgres', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  afterEach(async () => {
    await handle.destroy();
    await drop();
  });

  it('moves every stored reading into monthly partitions, losing nothing, and keeps the key', async () => {
    const database = await createPostgresDatabaseUrl();
    drop = database.drop;
    handle = openDatabase({ databaseUrl: database.url, sqlitePath: '' });
    const db = handle.db as unknown as Kysely<unknown>;
    expect(
      (await new Migrator({ db, provider: { getMigrations: async () => BEFORE } }).migrateToLatest()).error,
    ).toBeUndefined();
    const start = Date.UTC(2026, 0, 20);
    for (let day = 0; day < 70; day += 1) {
      const ts = start + day * DAY;
      await sql`insert into climate_readings (device_id, ts, temperature, humidity, co2, vpd, light_status)
        values ('c1', ${ts}, ${20 + (day % 5)}, 50, 800, 1, 1)`.execute(db);
      await sql`insert into water_readings (device_id, ts, in_rate_lpm, in_total_l, out_rate_lpm, out_total_l)
        values ('w1', ${ts}, 1, ${day}, 1, ${day})`.execute(db);
    }

    await migrateToLatest(handle.db);

    const count = async (table: string) =>
      Number(
        (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n,
      );
    expect(await count('climate_readings')).toBe(70);
    expect(await count('water_readings')).toBe(70);
    const { rows } = await sql<{ partition: string; n: string }>`select tableoid::regclass::text as partition,
        count(*) as n from climate_readings group by 1 order by 1`.execute(db);
    expect(rows.map((r) => [r.partition, Number(r.n)])).toEqual([
      ['climate_readings_p202601', 12],
      ['climate_readings_p202602', 28],
      ['climate_readings_p202603', 30],
    ]);
    // The (device_id, ts) key holds across the partitions: a duplicate delivery is still skipped.
    const again =
      await sql`insert into climate_readings (device_id, ts, temperature) values ('c1', ${start}, 99)
      on conflict (device_id, ts) do nothing`.execute(db);
    expect(Number(again.numAffectedRows)).toBe(0);
  });
});
