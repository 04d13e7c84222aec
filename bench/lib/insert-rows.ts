import type { DatabaseHandle } from '../../apps/server/src/testing/bench-entry.ts';

/** Rows per insert statement: well under both dialects' limits on bound parameters for the seeds' tables. */
const CHUNK = 400;

/** Seed rows, built with every column their table needs, written straight to the table in chunks. */
export async function insertRows(database: DatabaseHandle, table: string, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await database.db
      .insertInto(table as 'harvests')
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}
