import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-databases.ts';
import { waterSeriesJson } from './water-series-json.ts';

/** Doubles of every magnitude the answer can carry, and integers of up to 19 digits, from a fixed seed. */
function sampleNumbers(): { doubles: number[]; bigints: string[] } {
  let state = 20_261_201;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const doubles = Array.from({ length: 3000 }, (_, i) => {
    const value = (next() - 0.2) * 10 ** Math.floor(next() * 30 - 10);
    return i % 3 === 0 ? Math.round(value * 1000) / 1000 : value;
  });
  const bigints = Array.from({ length: 500 }, () =>
    String(Math.floor(next() * 10 ** Math.floor(next() * 20))),
  );
  return { doubles: [...doubles, 0, -0, 0.1, 1e15, 1e-4, 123456789012345.6], bigints };
}

// The water answer takes PostgreSQL's texts of its totals, buckets and counts as they are when they are
// spelled as JSON.stringify would spell the number: this holds only while PostgreSQL's spelling without
// an exponent has the same shortest digits as JavaScript's.
describe('the water series answer from PostgreSQL texts', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.drop());

  it('is what JSON.stringify writes of the numbers, for every text PostgreSQL gives', async () => {
    const { doubles, bigints } = sampleNumbers();
    const { rows } = await sql<{ total: string; whole: string }>`
      select d::float8::text as total, b::bigint::text as whole
      from unnest(${doubles}::float8[]) with ordinality as x(d, i)
      join unnest(${bigints}::bigint[]) with ordinality as y(b, j) on j = (i - 1) % ${bigints.length} + 1
      order by i`.execute(database.db);
    expect(rows).toHaveLength(doubles.length);
    const cells = rows.map((row) => [row.whole, null, row.total, null, row.total, row.whole]);
    const total = (row: { total: string }) => ({ rate_lpm: null, total_l: Number(row.total) });
    const points = rows.map((row) => ({
      ts: Number(row.whole),
      in: total(row),
      out: total(row),
      count: Number(row.whole),
    }));
    expect(waterSeriesJson('w', '15m', cells).toString('utf8')).toBe(
      JSON.stringify({ deviceId: 'w', step: '15m', points }),
    );
  });
});
