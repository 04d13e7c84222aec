import { CUTTING_SORTS } from '@canopy/shared/schemas/cuttings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastQueryPlan } from '../../testing/sqlite-query-plan.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-databases.ts';
import { createCuttingsRepository } from './cuttings.repository.ts';

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
    const query = lastQueryPlan();
    const repository = createCuttingsRepository(database.db.withPlugin(query.plugin));
    expect(await repository.listPage({ skip: 3980, limit: 20, q: undefined, sort })).toEqual([]);
    const plan = await query.planOfLast(database.db);
    expect(plan, plan).toMatch(/SEARCH cuttings USING COVERING INDEX cuttings_live_\w+ \(deleted_at=\?\)/);
    // Then only the page's rows are read, by id, not every live cutting through that index.
    expect(plan, plan).toMatch(/SEARCH cuttings USING INDEX sqlite_autoindex_cuttings_\d \(id=\?\)/);
    expect(plan, plan).not.toMatch(/SEARCH cuttings USING INDEX cuttings_live_/);
  });
});
