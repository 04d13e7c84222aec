import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../testing/fake-clock.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../testing/test-databases.ts';
import { telemetryRepository } from '../telemetry/telemetry.repository.ts';
import { enforceRetention } from './history-retention.ts';
import { ensureMonths, partitionsOf } from './reading-partitions.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 1);
const DEVICES = ['c9c9c9c9c9c9c9c9c9c9c9c9', 'cacacacacacacacacacacaca'];

describe.each(DIALECTS)('history retention on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const db = database.db;
    await db
      .insertInto('devices')
      .values(
        DEVICES.map((id) => ({
          id,
          name: id,
          kind: 'climate',
          alerts_enabled: 1,
          updated_at: new Date(NOW).toISOString(),
        })),
      )
      .execute();
    // The months of the readings exist, as the retention job makes them (PostgreSQL only).
    await ensureMonths(db, NOW - 50 * DAY, NOW);
    // 50 days of a reading every 10 minutes per device: over 2,000 rows each past 35 days, so deleting them
    // takes more than one batch.
    for (const device_id of DEVICES) {
      const rows = [];
      for (let ts = NOW - 50 * DAY; ts < NOW; ts += 600_000) {
        rows.push({ device_id, ts, temperature: 24, humidity: 55, co2: 900, vpd: 1.1, light_status: 1 });
      }
      await telemetryRepository.insertClimate(db, rows);
    }
  });
  afterAll(async () => {
    await database.drop();
  });

  const oldest = async (
    table: 'climate_readings' | 'climate_rollups_5m' | 'climate_rollups_1h',
    column: string,
  ) => {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => [eb.fn.min(column as never).as('oldest'), eb.fn.countAll().as('count')])
      .executeTakeFirstOrThrow();
    return { oldest: Number(row.oldest), count: Number(row.count) };
  };

  it('removes exactly what is past its age, layer by layer, and keeps hourly rollups for ever', async () => {
    const hourlyBefore = await oldest('climate_rollups_1h', 'bucket');
    const rawBefore = await oldest('climate_readings', 'ts');
    const removed = await enforceRetention(database.db, new FakeClock(NOW), {
      rawDays: 35,
      fiveMinuteDays: 40,
      hourlyDays: 0,
    });

    const raw = await oldest('climate_readings', 'ts');
    expect(raw.oldest).toBe(NOW - 35 * DAY);
    // 15 of the 50 days went: 2,160 rows a device.
    expect(rawBefore.count - raw.count).toBe(2 * 15 * 144);
    const fiveMinutes = await oldest('climate_rollups_5m', 'bucket');
    expect(fiveMinutes.oldest).toBe(NOW - 40 * DAY);
    expect(await oldest('climate_rollups_1h', 'bucket')).toEqual(hourlyBefore);
    expect(removed).toBe(2 * 15 * 144 + 2 * 10 * 144);

    // Again at once: nothing more is past its age.
    expect(
      await enforceRetention(database.db, new FakeClock(NOW), {
        rawDays: 35,
        fiveMinuteDays: 40,
        hourlyDays: 0,
      }),
    ).toBe(0);
  });

  it('keeps the series answering past the raw days, from the rollups', async () => {
    const { climateSeries } = await import('./history-series.ts');
    const past = await climateSeries(database.db, DEVICES[0]!, NOW - 45 * DAY, NOW - 44 * DAY, '1h');
    expect(past).toHaveLength(24);
    expect(past[0]).toMatchObject({ temperature: 24, min: { temperature: 24 }, max: { temperature: 24 } });
    expect(await climateSeries(database.db, DEVICES[0]!, NOW - 45 * DAY, NOW - 44 * DAY, '1m')).toEqual([]);
  });
});

/** PostgreSQL only: SQLite keeps its readings in one table and deletes in batches (above). */
describe('monthly partitions of the readings on postgres', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await database.db
      .insertInto('devices')
      .values({
        id: DEVICES[0]!,
        name: 'p',
        kind: 'climate',
        alerts_enabled: 1,
        updated_at: new Date(NOW).toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('drops whole months past their age and makes the coming ones', async () => {
    const db = database.db;
    const january = Date.UTC(2026, 0, 10);
    await ensureMonths(db, january, january);
    await telemetryRepository.insertClimate(db, [
      {
        device_id: DEVICES[0]!,
        ts: january,
        temperature: 20,
        humidity: 50,
        co2: 800,
        vpd: 1,
        light_status: 0,
      },
    ]);
    const { rows } = await sql<{ partition: string }>`select tableoid::regclass::text as partition
      from climate_readings where ts = ${january}`.execute(db);
    expect(rows).toEqual([{ partition: 'climate_readings_p202601' }]);

    const removed = await enforceRetention(db, new FakeClock(NOW), {
      rawDays: 35,
      fiveMinuteDays: 400,
      hourlyDays: 0,
    });
    expect(removed).toBeGreaterThanOrEqual(1);
    const months = await partitionsOf(db, 'climate_readings');
    // January to March ended before the cutoff (27 April) and went; April on stay, three months past June made.
    expect(months).not.toContain('climate_readings_p202601');
    expect(months).not.toContain('climate_readings_p202603');
    expect(months).toEqual(expect.arrayContaining(['climate_readings_p202604', 'climate_readings_p202609']));
    expect((await sql`select 1 from climate_readings where ts = ${january}`.execute(db)).rows).toEqual([]);
  });
});
