import { CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { createSessionsRepository } from '../modules/auth/sessions.repository.ts';
import { prepareOnPostgres } from './prepared-statements.ts';
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
    prepareOnPostgres(marked);
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
});
