import { CompiledQuery, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { createTasksRepository } from '../tasks/tasks.repository.ts';
import { createBugsRepository } from './bugs.repository.ts';

/** Remembers every query a repository sends, so the test can read its SQL and ask for its plan. */
function recordQueries(nodes: RootOperationNode[]): KyselyPlugin {
  return {
    transformQuery: ({ node }) => (nodes.push(node), node),
    transformResult: async ({ result }) => result,
  };
}

// A page of bugs or tasks costs the same over a year's archive as over a new install because every list
// query reads an index in the list's own order, and a total reads an index alone: no sort of the matching
// rows, no table row looked up per counted row. Checked on the plans, so it holds in `npm test`;
// `npm run bench -- bugs` measures it on 10,000 bugs and on 5,000 open ones.
describe.each(DIALECTS)('bug and task list plans on %s', (dialect) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The plan of the one query `run` sends, as text; PostgreSQL told to avoid scanning the table whole. */
  async function planOf(run: (db: Kysely<Database>) => Promise<unknown>): Promise<string> {
    const nodes: RootOperationNode[] = [];
    await run(t.database.db.withPlugin(recordQueries(nodes)));
    expect(nodes).toHaveLength(1);
    const query = t.database.db.getExecutor().compileQuery(nodes[0]!, { queryId: 'plan' });
    if (dialect === 'sqlite') {
      const plan = await t.database.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      return plan.rows.map((row) => row.detail).join('\n');
    }
    // A near-empty test table is cheapest read whole and sorted: with these off, a plan still holds a scan
    // or a sort only where no index serves the query in its order.
    return t.database.db.transaction().execute(async (trx) => {
      for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) {
        await trx.executeQuery(CompiledQuery.raw(`set local ${setting} = off`));
      }
      const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
      );
      return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  const NO_SORT = dialect === 'sqlite' ? /TEMP B-TREE/ : /\bSort\b/;
  const COUNT_FROM_INDEX = dialect === 'sqlite' ? /COVERING INDEX/ : /Index Only Scan/;
  const after = { createdAt: '2026-01-01T00:00:00.000Z', id: 'b' };

  it.each([
    ['a closed page', (db: Kysely<Database>) => createBugsRepository(db).closedPage(21)],
    [
      'a closed page after a cursor',
      (db: Kysely<Database>) =>
        createBugsRepository(db).closedPage(21, { statusChangedAt: after.createdAt, id: after.id }),
    ],
    ['a done page', (db: Kysely<Database>) => createTasksRepository(db).donePage(21)],
    ['an open tasks page', (db: Kysely<Database>) => createTasksRepository(db).openPage(21, after)],
    [
      "one status's bugs",
      (db: Kysely<Database>) =>
        createBugsRepository(db).sourcePage({
          source: { status: 'urgent' },
          order: 'desc',
          limit: 21,
          after,
          exceptIds: ['p1', 'p2'],
        }),
    ],
    [
      'the unclosed bugs of other statuses, oldest first',
      (db: Kysely<Database>) =>
        createBugsRepository(db).sourcePage({
          source: { unclosedExcept: ['very_urgent', 'urgent', 'open', 'in_progress'] },
          order: 'asc',
          limit: 21,
          after,
          exceptIds: [],
        }),
    ],
  ])('reads %s through an index in its order, never sorting the rows', async (_name, run) => {
    const plan = await planOf(run);
    expect(plan).toMatch(dialect === 'sqlite' ? /USING INDEX/ : /Index Scan/);
    expect(plan).not.toMatch(NO_SORT);
  });

  it('reads a closed page through the index that holds the trash mark, beside the status', async () => {
    const plan = await planOf((db) => createBugsRepository(db).closedPage(21));
    expect(plan).toMatch(/bugs_live_finished_idx/);
  });

  it.each([
    ['closed bugs', (db: Kysely<Database>) => createBugsRepository(db).countClosed()],
    ['done tasks', (db: Kysely<Database>) => createTasksRepository(db).countDone()],
  ])('counts the %s from an index alone, with no row read per bug', async (_name, run) => {
    expect(await planOf(run)).toMatch(COUNT_FROM_INDEX);
  });
});
