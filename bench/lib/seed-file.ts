import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../../apps/server/src/testing/bench-entry.ts';

/** Where the bench keeps the databases it seeds, between runs. */
export const BENCH_DATA_DIR = path.join(import.meta.dirname, '..', '.data');

/**
 * The SQLite file `name` in the bench's data folder, seeded once and then reused (the name carries what
 * it holds). It is built as `<name>.partial` on the product's migrated schema and renamed only after
 * `fill` returns, so a run stopped half-way never leaves a file a later run would take for a whole seed.
 */
export async function cachedSqliteSeed(
  name: string,
  fill: (partial: string) => void | Promise<void>,
): Promise<string> {
  const file = path.join(BENCH_DATA_DIR, name);
  if (existsSync(file)) return file;
  mkdirSync(BENCH_DATA_DIR, { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const handle = openDatabase({ sqlitePath: partial });
  await migrateToLatest(handle.db);
  await handle.destroy();
  await fill(partial);
  renameSync(partial, file);
  rmSync(`${partial}-wal`, { force: true });
  rmSync(`${partial}-shm`, { force: true });
  return file;
}
