import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastQueryPlan } from '../../testing/sqlite-query-plan.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-databases.ts';
import { createQrLabelsRepository } from './qr-labels.repository.ts';

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
    const query = lastQueryPlan();
    const repository = createQrLabelsRepository(database.db.withPlugin(query.plugin));
    for await (const batch of repository.labelBatches(20)) expect(batch).toEqual([]);
    const plan = await query.planOfLast(database.db, ['', 20]);
    expect(plan, plan).not.toMatch(/TEMP B-TREE/);
    expect(plan, plan).not.toMatch(/deleted_at_idx/);
    expect(plan, plan).toMatch(
      /SCAN cuttings USING INDEX sqlite_autoindex_cuttings_\d|SEARCH cuttings USING INDEX (sqlite_autoindex_cuttings_\d \(|cuttings_live_code_idx \(deleted_at=\? AND )code>\?\)/,
    );
  });
});
