import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialectName } from '../../db/database.ts';
import { seedRecords } from '../../testing/backup/backup-seed.ts';
import {
  createPlace,
  dumpOf,
  manifestOf,
  readArchive,
  startApp,
  storedFiles,
  type Place,
} from '../../testing/backup/backup-testing.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const DIRECTIONS: [DialectName, DialectName][] = [
  ['sqlite', 'postgres'],
  ['postgres', 'sqlite'],
];

/** The dump is dialect-neutral, so a backup moves a deployment between SQLite and PostgreSQL. */
describe.each(DIRECTIONS)('a %s backup restored into %s', (from, to) => {
  let source: Place;
  let target: Place;
  let archives: { original: string; again: string };

  beforeAll(async () => {
    source = await createPlace(from);
    target = await createPlace(to);
    const app = await startApp(source);
    await seedRecords(app, source.dataDir, 500);
    await app.close();
    const work = path.dirname(source.dataDir);
    archives = { original: path.join(work, 'from.tar.gz'), again: path.join(work, 'again.tar.gz') };
    await createBackup({
      dataDir: source.dataDir,
      databaseUrl: source.databaseUrl,
      output: archives.original,
    });
    await restoreBackup({
      dataDir: target.dataDir,
      databaseUrl: target.databaseUrl,
      archive: archives.original,
    });
    await createBackup({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, output: archives.again });
  }, 90_000);
  afterAll(async () => {
    await source?.remove();
    await target?.remove();
  });

  it('holds the same rows (each dialect sorts text its own way, so compared as sets of lines)', async () => {
    const [original, again] = [await readArchive(archives.original), await readArchive(archives.again)];
    const [before, after] = [manifestOf(original), manifestOf(again)];
    expect(after.dialect).toBe(to);
    expect(after.schema).toEqual(before.schema);
    expect(after.tables.map((table) => table.name).sort()).toEqual(
      before.tables.map((table) => table.name).sort(),
    );
    const lines = (entries: Map<string, Buffer>, manifest: typeof before, table: string) =>
      dumpOf(entries, manifest, table).split('\n').filter(Boolean).sort();
    for (const table of before.tables) {
      expect({ table: table.name, rows: lines(again, after, table.name) }).toEqual({
        table: table.name,
        rows: lines(original, before, table.name),
      });
    }
  });

  it('holds the same files, and a server on it lets the admin in', async () => {
    expect(storedFiles(target.dataDir)).toEqual(storedFiles(source.dataDir));
    const app = await startApp(target);
    try {
      const auth = await app.login();
      const news = await app.app.inject({ url: '/api/news', headers: auth });
      expect(news.statusCode).toBe(200);
      expect(news.body).toContain('Backups work');
    } finally {
      await app.close();
    }
  });
});
