import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { normalise, recomputedRollups, storedRollups } from '../../testing/rollups.ts';
import { openDatabase, type DatabaseHandle } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';
import * as m0001 from './0001-users-and-sessions.ts';
import * as m0002 from './0002-devices.ts';

const BEFORE_ROLLUPS: Record<string, Migration> = { '0001-users-and-sessions': m0001, '0002-devices': m0002 };

describe('the rollups migration', () => {
  let handle: DatabaseHandle;
  let dir: string;
  afterEach(async () => {
    await handle.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('folds the history already stored into the rollups, losing nothing', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'canopy-migration-'));
    handle = openDatabase({ sqlitePath: path.join(dir, 'old.db') });
    const db = handle.db as unknown as Kysely<unknown>;
    const migrated = await new Migrator({
      db,
      provider: { getMigrations: async () => BEFORE_ROLLUPS },
    }).migrateToLatest();
    expect(migrated.error).toBeUndefined();
    const base = Date.UTC(2026, 0, 1);
    for (let minute = 0; minute < 600; minute += 1) {
      const ts = base + minute * 60_000;
      const missing = minute % 13 === 0 ? null : minute;
      await sql`insert into climate_readings (device_id, ts, temperature, humidity, co2, vpd, light_status)
        values ('c7', ${ts}, ${missing}, ${minute / 10}, ${900 + minute}, ${1.1}, ${minute % 2})`.execute(db);
      await sql`insert into soil_readings (device_id, ts, moisture_pct, temp_c, ec_mscm, ph, n_mgkg, p_mgkg, k_mgkg, in_medium)
        values ('s7', ${ts}, ${minute / 7}, ${20}, ${1.5}, ${missing}, ${100}, ${50}, ${200}, 1)`.execute(db);
    }

    await migrateToLatest(handle.db);
    const typed = handle.db as Kysely<Database>;
    for (const kind of ['climate', 'soil'] as const) {
      for (const [size, ms] of [
        ['5m', 300_000],
        ['1h', 3_600_000],
      ] as const) {
        const expected = await recomputedRollups(typed, kind, ms);
        expect(expected).toHaveLength(size === '5m' ? 120 : 10);
        expect(await storedRollups(typed, kind, size)).toEqual(expected);
      }
    }
    const [hour] = await typed
      .selectFrom('climate_rollups_1h')
      .selectAll()
      .orderBy('bucket')
      .limit(1)
      .execute();
    // The old readings were stored without their limits: counted, not judged.
    expect(normalise(hour!)).toMatchObject({
      light_sum: 30,
      light_n: 60,
      temperature_judged: 0,
      temperature_in: 0,
    });
  });
});
