import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { createDevicesRepository } from './devices.repository.ts';

const HISTORY_TABLE = /(climate|soil|water)_readings/i;

/** Remembers every query a repository sends, so the test can read its SQL and ask for its plan. */
function recordQueries(nodes: RootOperationNode[]): KyselyPlugin {
  return {
    transformQuery: ({ node }) => (nodes.push(node), node),
    transformResult: async ({ result }) => result,
  };
}

// The device list costs the same with 1M history rows as with none, because it
// reads the current-state table only. Checked structurally, so the gate is deterministic in `npm test`;
// `npm run bench -- history-size` measures the ratio on the seeded database.
describe.each(DIALECTS)('device list independent of history size on %s', (dialect) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  async function listQueries(kind?: 'climate') {
    const nodes: RootOperationNode[] = [];
    const db = t.database.db.withPlugin(recordQueries(nodes));
    await createDevicesRepository(db).list(kind);
    return nodes.map((node) => t.database.db.getExecutor().compileQuery(node, { queryId: 'list' }));
  }

  it.each([undefined, 'climate'] as const)(
    'lists (kind %s) in one query on the devices table alone',
    async (kind) => {
      const queries = await listQueries(kind);
      expect(queries).toHaveLength(1);
      expect(queries[0]!.sql).toMatch(/from "devices"/);
      expect(queries[0]!.sql).not.toMatch(HISTORY_TABLE);
    },
  );

  it('has a query plan that never visits a history table', async () => {
    const [query] = await listQueries('climate');
    const explain = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
    const plan = await t.database.db.executeQuery(
      CompiledQuery.raw(explain + query!.sql, [...query!.parameters]),
    );
    const text = JSON.stringify(plan.rows);
    expect(text).toMatch(/devices/);
    expect(text).not.toMatch(HISTORY_TABLE);
  });
});
