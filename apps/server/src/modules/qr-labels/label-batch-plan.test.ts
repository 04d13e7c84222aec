import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-databases.ts';
import { createQrLabelsRepository } from './qr-labels.repository.ts';

/** Keeps the last query a Kysely instance built, so its plan can be asked for. */
function lastQuery() {
  let node: RootOperationNode | undefined;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => (node = args.node),
    transformResult: (args) => Promise.resolve(args.result),
  };
  return { plugin, node: () => node! };
}

// Each batch of the cutting labels and the spreadsheet is synchronous work on the server's event loop, so
// it must read its 20 rows from the code index in order. SQLite takes `deleted_at is null` for an equality
// on an indexed column: while the trash's index held live rows too, every batch read all cuttings through
// it and sorted them (a 5,000-cutting export held the loop milliseconds a batch). The live cuttings' code
// index (0037) serves them best.
describe('the label batches query plan on sqlite', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(() => database.drop());

  it('walks the cuttings in code order by index, never sorting them', async () => {
    const query = lastQuery();
    const repository = createQrLabelsRepository(database.db.withPlugin(query.plugin));
    for await (const batch of repository.labelBatches(20)) expect(batch).toEqual([]);
    const { sql } = database.db.getExecutor().compileQuery(query.node(), { queryId: 'plan' });
    const rows = await database.db.executeQuery(CompiledQuery.raw(`explain query plan ${sql}`, ['', 20]));
    const plan = JSON.stringify(rows.rows);
    expect(plan, plan).not.toMatch(/TEMP B-TREE/);
    expect(plan, plan).not.toMatch(/deleted_at_idx/);
    expect(plan, plan).toMatch(
      /SCAN cuttings USING INDEX sqlite_autoindex_cuttings_\d|SEARCH cuttings USING INDEX (sqlite_autoindex_cuttings_\d \(|cuttings_live_code_idx \(deleted_at=\? AND )code>\?\)/,
    );
  });
});
