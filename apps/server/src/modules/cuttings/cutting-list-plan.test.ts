import { CUTTING_SORTS } from '@canopy/shared/schemas/cuttings';
import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-databases.ts';
import { createCuttingsRepository } from './cuttings.repository.ts';

/** Keeps the last query a Kysely instance built, so its plan can be asked for. */
function lastQuery() {
  let node: RootOperationNode | undefined;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => (node = args.node),
    transformResult: (args) => Promise.resolve(args.result),
  };
  return { plugin, node: () => node! };
}

// A deep page of the cutting list skips thousands of rows to find its ids: read from an index of live
// cuttings in the page's order (migration 0037), the skipped rows cost an index step each, not a table
// lookup to learn whether they are in the trash; and page 1 reads its 20 rows, not every live cutting.
describe('the cutting list page query plan on sqlite', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(() => database.drop());

  it.each(CUTTING_SORTS)('finds the ids of a page sorted by %s in a live index alone', async (sort) => {
    const query = lastQuery();
    const repository = createCuttingsRepository(database.db.withPlugin(query.plugin));
    expect(await repository.listPage({ skip: 3980, limit: 20, q: undefined, sort })).toEqual([]);
    const compiled = database.db.getExecutor().compileQuery(query.node(), { queryId: 'plan' });
    const rows = await database.db.executeQuery(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    const plan = JSON.stringify(rows.rows);
    expect(plan, plan).toMatch(/SEARCH cuttings USING COVERING INDEX cuttings_live_\w+ \(deleted_at=\?\)/);
    // Then only the page's rows are read, by id, not every live cutting through that index.
    expect(plan, plan).toMatch(/SEARCH cuttings USING INDEX sqlite_autoindex_cuttings_\d \(id=\?\)/);
    expect(plan, plan).not.toMatch(/SEARCH cuttings USING INDEX cuttings_live_/);
  });
});
