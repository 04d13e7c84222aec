import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { TestDatabase } from '../test-databases.ts';

/**
 * A hash of every row of every table, to show that a refused request changed nothing. Rows are
 * compared as sorted JSON, so the order a database returns them in does not matter.
 */
export async function databaseFingerprint(database: TestDatabase): Promise<string> {
  const tables = await database.db.introspection.getTables();
  const hash = createHash('sha256');
  for (const table of tables.map((t) => t.name).sort()) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
    const rows = result.rows.map((row) => JSON.stringify(row, jsonSafe)).sort();
    hash.update(`${table}\n${rows.join('\n')}\n`);
  }
  return hash.digest('hex');
}

function jsonSafe(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}
