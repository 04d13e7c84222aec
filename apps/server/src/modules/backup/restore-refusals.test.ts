import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../testing/test-databases.ts';
import { seedRecords } from '../../testing/backup/backup-seed.ts';
import {
  createPlace,
  editEntryBytes,
  listing,
  manifestOf,
  readArchive,
  rewriteArchive,
  startApp,
  type Place,
} from '../../testing/backup/backup-testing.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

describe.each(DIALECTS)('restore refusals on %s', (dialect) => {
  let source: Place;
  let archive: string;
  let work: string;
  let target: Place;

  beforeAll(async () => {
    source = await createPlace(dialect);
    const app = await startApp(source);
    await seedRecords(app, source.dataDir, 200);
    await app.close();
    work = path.dirname(source.dataDir);
    archive = path.join(work, 'good.tar.gz');
    await createBackup({ dataDir: source.dataDir, databaseUrl: source.databaseUrl, output: archive });
  }, 60_000);
  afterAll(async () => {
    await source?.remove();
  });
  afterEach(async () => {
    await target?.remove();
  });

  const restoreInto = async (place: Place, file: string) =>
    restoreBackup({ dataDir: place.dataDir, databaseUrl: place.databaseUrl, archive: file }).then(
      () => null,
      (error: unknown) => error as { code?: string; message: string },
    );

  /** What the target holds: files under DATA_DIR and, on PostgreSQL, the database's tables. */
  async function contents(place: Place) {
    const files = listing(place.dataDir);
    if (dialect === 'sqlite') return { files, tables: [] };
    const handle = place.open();
    try {
      const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables
        where schemaname = current_schema() order by 1`.execute(handle.db);
      return { files, tables: rows.map((row) => row.name) };
    } finally {
      await handle.destroy();
    }
  }

  it('refuses a stored file with a flipped byte by name, and writes nothing', async () => {
    target = await createPlace(dialect);
    const { files } = manifestOf(await readArchive(archive));
    const photo = files.find((file) => file.path.startsWith('uploads/'))!;
    const damaged = path.join(work, 'flipped-file.tar.gz');
    editEntryBytes(archive, damaged, `files/${photo.path}`, (content) => {
      content[Math.floor(content.length / 2)]! ^= 0xff;
    });
    const error = await restoreInto(target, damaged);
    expect(error?.code).toBe('restore.checksum_mismatch');
    expect(error?.message).toContain(`files/${photo.path} does not match the checksum`);
    expect(error?.message).toContain('Nothing was restored.');
    expect(await contents(target)).toEqual({ files: [], tables: [] });
  });

  it('refuses an archive with one edited row, naming its table, and writes nothing', async () => {
    target = await createPlace(dialect);
    const manifest = manifestOf(await readArchive(archive));
    const part = manifest.tables.find((table) => table.name === 'tasks')!.parts[0]!;
    const damaged = path.join(work, 'edited-row.tar.gz');
    editEntryBytes(archive, damaged, part.path, (content) => {
      const at = content.indexOf('Water the mothers');
      expect(at).toBeGreaterThan(0);
      content.write('Wader', at); // same length: only the checksum can tell
    });
    const error = await restoreInto(target, damaged);
    expect(error?.code).toBe('restore.checksum_mismatch');
    expect(error?.message).toContain('(rows of table "tasks")');
    expect(await contents(target)).toEqual({ files: [], tables: [] });
  });

  it('refuses a truncated archive, and writes nothing', async () => {
    target = await createPlace(dialect);
    const bytes = readFileSync(archive);
    const damaged = path.join(work, 'truncated.tar.gz');
    writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const error = await restoreInto(target, damaged);
    expect(error?.code).toBe('restore.archive_damaged');
    expect(error?.message).toMatch(
      /^The archive is damaged or truncated \(the compressed stream ends early\)/,
    );
    expect(await contents(target)).toEqual({ files: [], tables: [] });
  });

  it('refuses an archive whose compressed bytes were altered, and writes nothing', async () => {
    target = await createPlace(dialect);
    const bytes = Buffer.from(readFileSync(archive));
    for (let i = 0; i < 16; i += 1) bytes[Math.floor(bytes.length / 3) + i]! ^= 0x5a;
    const damaged = path.join(work, 'altered.tar.gz');
    writeFileSync(damaged, bytes);
    const error = await restoreInto(target, damaged);
    expect(['restore.archive_damaged', 'restore.checksum_mismatch']).toContain(error?.code);
    expect(await contents(target)).toEqual({ files: [], tables: [] });
  });

  it('takes nothing in when the rows fail while going in (a comment whose task is not there)', async () => {
    target = await createPlace(dialect);
    // Every checksum fits, so the failure comes from the database, after files were staged.
    const orphaned = path.join(work, 'orphan.tar.gz');
    const manifest = manifestOf(await readArchive(archive));
    const comments = manifest.tables.find((table) => table.name === 'task_comments')!.parts[0]!.path;
    await rewriteArchive(archive, orphaned, (name, data) => {
      if (name !== comments) return data;
      const [first = '', ...rest] = data.toString().split('\n');
      const row = JSON.parse(first) as unknown[];
      row[1] = 'no-such-task';
      return Buffer.from([JSON.stringify(row), ...rest].join('\n'));
    });
    const error = await restoreInto(target, orphaned);
    expect(error?.message).toMatch(/foreign key/i);
    expect(await contents(target)).toEqual({ files: [], tables: [] });
  });

  it('refuses an archive from a newer Canopy, naming the migrations it lacks', async () => {
    target = await createPlace(dialect);
    const newer = path.join(work, 'newer.tar.gz');
    await rewriteArchive(
      archive,
      newer,
      (_, data) => data,
      (manifest) => {
        manifest.schema.migrations.push('9999-from-the-future');
      },
    );
    const error = await restoreInto(target, newer);
    expect(error?.code).toBe('restore.newer_schema');
    expect(error?.message).toContain('9999-from-the-future');
    expect(await contents(target)).toEqual({ files: [], tables: [] });
  });

  it('refuses a target that already has a database, leaving it as it was', async () => {
    target = await createPlace(dialect);
    const app = await startApp(target);
    await app.close();
    // The storage makes its folders in the background; make sure they are there before looking.
    for (const folder of ['uploads', 'firmware'])
      mkdirSync(path.join(target.dataDir, folder), { recursive: true });
    const before = await contents(target);
    expect(before.tables.length + before.files.length).toBeGreaterThan(0);
    const error = await restoreInto(target, archive);
    expect(error?.code).toBe('restore.target_not_empty');
    expect(error?.message).toMatch(
      dialect === 'sqlite'
        ? /DATA_DIR \(.+\) already holds canopy\.db/
        : /the database in DATABASE_URL already has tables/,
    );
    expect(await contents(target)).toEqual(before);
  });

  it('refuses a DATA_DIR that already holds stored files', async () => {
    target = await createPlace(dialect);
    mkdirSync(path.join(target.dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(target.dataDir, 'uploads', 'someone-elses.webp'), 'x');
    const error = await restoreInto(target, archive);
    expect(error?.code).toBe('restore.target_not_empty');
    expect(error?.message).toContain('already holds uploads');
    expect(await contents(target)).toEqual({ files: ['uploads', 'uploads/someone-elses.webp'], tables: [] });
  });

  it('fills a DATA_DIR holding only its own signing key and empty data folders, keeping the key', async () => {
    target = await createPlace(dialect);
    mkdirSync(path.join(target.dataDir, 'firmware'), { recursive: true });
    writeFileSync(path.join(target.dataDir, 'jwt-secret'), 'kept-by-the-operator');
    expect(await restoreInto(target, archive)).toBeNull();
    expect(readFileSync(path.join(target.dataDir, 'jwt-secret'), 'utf8')).toBe('kept-by-the-operator');
    const { files } = await contents(target);
    expect(files).toContain('firmware');
    expect(files.filter((name) => name.startsWith('uploads/'))).toHaveLength(6);
    expect(files.some((name) => name.startsWith('.restore-'))).toBe(false);
  });
});
