import { CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { createSessionsRepository } from '../modules/sessions/sessions.repository.ts';
import { createHistoryRepository } from '../modules/history/history.repository.ts';
import { markForPostgres } from './prepared-statements.ts';
import type { Database } from './schema.ts';

describe('named prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await database.drop();
  });

  type Run = (sql: string, values: unknown[]) => Promise<unknown[]>;

  /** The statements prepared on the one connection `work` runs on, after it ran. */
  const preparedAfter = (work: (run: Run, connection: Kysely<Database>) => Promise<void>) =>
    database.db.connection().execute(async (connection) => {
      const run: Run = async (sql, values) =>
        (await connection.executeQuery(CompiledQuery.raw(sql, values))).rows;
      await work(run, connection);
      return (await run('select statement from pg_prepared_statements', [])) as { statement: string }[];
    });

  it('runs a marked text as a named statement, with its values, and leaves any other text unnamed', async () => {
    const marked = 'select $1::int + 1 as answer /* marked */';
    const unmarked = 'select $1::int + 2 as answer /* unmarked */';
    markForPostgres(marked, { named: true, textRows: false });
    const answers: unknown[] = [];
    const prepared = await preparedAfter(async (run) => {
      // Twice on one connection: parsed the first time, executed by name the second.
      answers.push(await run(marked, [40]), await run(marked, [1]), await run(unmarked, [40]));
    });
    expect(answers).toEqual([[{ answer: 41 }], [{ answer: 2 }], [{ answer: 42 }]]);
    const statements = prepared.map((row) => row.statement);
    expect(statements).toContain(marked);
    expect(statements).not.toContain(unmarked);
  });

  it('answers the session lookup of an authenticated request through its named statement', async () => {
    const prepared = await preparedAfter(async (_run, connection) => {
      const sessions = createSessionsRepository(connection);
      expect(await sessions.findActive('no-such-session', new Date().toISOString())).toBeUndefined();
    });
    expect(prepared.some((row) => row.statement.includes('from "sessions"'))).toBe(true);
  });

  it('hands back the rows of a text marked for text rows as arrays of the server text of each value', async () => {
    const named = `select 1.5::float8 as a, null::int as b, 'NaN'::float8 as c, 1768392000000::bigint as d /* named */`;
    const unnamed = `select $1::float8 * 2 as a /* unnamed text rows */`;
    markForPostgres(named, { named: true, textRows: true });
    markForPostgres(unnamed, { named: false, textRows: true });
    const prepared = await preparedAfter(async (run) => {
      expect(await run(named, [])).toEqual([['1.5', null, 'NaN', '1768392000000']]);
      expect(await run(unnamed, [0.25])).toEqual([['0.5']]);
    });
    const statements = prepared.map((row) => row.statement);
    expect(statements).toContain(named);
    expect(statements).not.toContain(unnamed);
  });

  it('refuses to mark one text two ways', () => {
    const text = 'select 1 as one /* two ways */';
    markForPostgres(text, { named: true, textRows: false });
    markForPostgres(text, { named: true, textRows: false });
    expect(() => markForPostgres(text, { named: true, textRows: true })).toThrow(/different ways/);
    expect(() => markForPostgres(text, { named: false, textRows: false })).toThrow(/different ways/);
  });

  it('plans the water reads for their values every time, and names the climate read', async () => {
    const prepared = await preparedAfter(async (_run, connection) => {
      const history = createHistoryRepository(connection);
      // Past the five runs after which PostgreSQL may switch a named statement to a generic plan.
      for (let i = 0; i < 7; i += 1) {
        expect(await history.waterSeries('no-such-device', 0, 1000, 900_000)).toEqual([]);
        await history.waterSummary('no-such-device', 0, 1000);
        expect((await history.climateRows('no-such-device', 0, 1000)).points).toBe(0);
      }
    });
    const statements = prepared.map((row) => row.statement);
    expect(statements.some((text) => text.includes('from "climate_readings"'))).toBe(true);
    expect(statements.some((text) => text.includes('from "water_readings"'))).toBe(false);
  });
});
