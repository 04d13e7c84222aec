import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../testing/test-databases.ts';
import { partitionsOf } from '../history/reading-partitions.ts';
import { createBackup } from './create-backup.ts';
import { seedRecords, type Seeded } from '../../testing/backup/backup-seed.ts';
import { allRows, startWriter, WRITER_DEVICE, WRITER_TS } from '../../testing/backup/backup-writer.ts';
import {
  createPlace,
  dumpOf,
  manifestOf,
  readArchive,
  sha256,
  startApp,
  storedFiles,
  type Place,
} from '../../testing/backup/backup-testing.ts';
import { restoreBackup } from './restore-backup.ts';

describe.each(DIALECTS)('backup and restore on %s', (dialect) => {
  let source: Place;
  let target: Place;
  let sourceApp: Awaited<ReturnType<typeof startApp>>;
  let seeded: Seeded;
  let archive: string;
  let writtenAtStart = 0;
  let writtenAtEnd = 0;
  let sourceRowsAfter: Record<string, unknown[]>;

  beforeAll(async () => {
    source = await createPlace(dialect);
    target = await createPlace(dialect);
    sourceApp = await startApp(source);
    seeded = await seedRecords(sourceApp, source.dataDir);
    const admin = await sourceApp.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    archive = path.join(path.dirname(source.dataDir), 'backup.tar.gz');

    const writer = startWriter(sourceApp.database.db, admin.id);
    while (writer.written() < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    writtenAtStart = writer.written();
    await createBackup({ dataDir: source.dataDir, databaseUrl: source.databaseUrl, output: archive });
    writtenAtEnd = writer.written();
    await writer.stop();

    await restoreBackup({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, archive });
    const manifest = manifestOf(await readArchive(archive));
    sourceRowsAfter = await allRows(sourceApp.database.db, manifest.tables);
  }, 120_000);

  afterAll(async () => {
    await sourceApp?.close();
    await source?.remove();
    await target?.remove();
  });

  it('takes one snapshot while writes go on: no comment without its task, nothing committed before it missing', async () => {
    const entries = await readArchive(archive);
    const manifest = manifestOf(entries);
    const lines = (table: string) =>
      dumpOf(entries, manifest, table)
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as unknown[]);
    const column = (table: string, name: string) =>
      manifest.tables.find((t) => t.name === table)!.columns.findIndex((c) => c.name === name);

    const taskIds = new Set(lines('tasks').map((row) => row[column('tasks', 'id')]));
    const writerTasks = [...taskIds].filter((id) => String(id).startsWith('writer-task-')).sort();
    const comments = lines('task_comments').map((row) => String(row[column('task_comments', 'parent_id')]));
    expect(comments.filter((parent) => !taskIds.has(parent))).toEqual([]);
    // Each task was written with its reading: the snapshot holds both of a pair or neither.
    const readings = lines('climate_readings')
      .filter((row) => row[column('climate_readings', 'device_id')] === WRITER_DEVICE)
      .map(
        (row) =>
          `writer-task-${String(Number(row[column('climate_readings', 'ts')]) - WRITER_TS).padStart(6, '0')}`,
      );
    expect(readings).toEqual(writerTasks);
    // Writes kept landing while the backup ran, and the snapshot holds an unbroken prefix of them.
    expect(writtenAtEnd - writtenAtStart).toBeGreaterThanOrEqual(3);
    expect(writerTasks.length).toBeGreaterThanOrEqual(writtenAtStart);
    expect(writerTasks.length).toBeLessThan(writtenAtEnd);
    expect(writerTasks).toEqual(
      Array.from({ length: writerTasks.length }, (_, i) => `writer-task-${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('never overwrites an existing file', async () => {
    const before = sha256(readFileSync(archive));
    const error = await createBackup({
      dataDir: source.dataDir,
      databaseUrl: source.databaseUrl,
      output: archive,
    }).catch((caught: unknown) => caught as { code?: string; message: string });
    expect(error).toMatchObject({
      code: 'backup.output_exists',
      message: `${archive} already exists; choose a new file name.`,
    });
    expect(sha256(readFileSync(archive))).toBe(before);
  });

  it('restores every row of every table exactly: a backup of the restore dumps the same bytes', async () => {
    const original = await readArchive(archive);
    const again = path.join(path.dirname(target.dataDir), 'again.tar.gz');
    await createBackup({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, output: again });
    const restored = await readArchive(again);
    const [before, after] = [manifestOf(original), manifestOf(restored)];
    expect(after.tables.map((t) => t.name)).toEqual(before.tables.map((t) => t.name));
    for (const table of before.tables) {
      expect({ table: table.name, dump: dumpOf(restored, after, table.name) }).toEqual({
        table: table.name,
        dump: dumpOf(original, before, table.name),
      });
      expect(after.tables.find((t) => t.name === table.name)?.sha256).toBe(table.sha256);
    }
    expect(after.schema).toEqual(before.schema);
  });

  it('restores the same values Kysely reads from the source, for every row the snapshot held', async () => {
    const manifest = manifestOf(await readArchive(archive));
    const target_ = target.open();
    try {
      const restored = await allRows(target_.db, manifest.tables);
      for (const table of manifest.tables) {
        const rows = restored[table.name] ?? [];
        expect({ table: table.name, rows: rows.length }).toEqual({ table: table.name, rows: table.rows });
        // The source has gone on writing since: what was restored is the source minus the writer's rows
        // the snapshot did not hold (which rows those are, the snapshot test checks).
        const key = (row: unknown) => {
          const record = row as Record<string, unknown>;
          return record.device_id === WRITER_DEVICE
            ? `writer-reading-${String(record.ts)}`
            : String(record.id ?? '');
        };
        const held = new Set(rows.map(key));
        const later = (row: unknown) => key(row).startsWith('writer-') && !held.has(key(row));
        expect({ table: table.name, rows }).toEqual({
          table: table.name,
          rows: (sourceRowsAfter[table.name] ?? []).filter((row) => !later(row)),
        });
      }
    } finally {
      await target_.destroy();
    }
  });

  it('counts in the manifest match the rows restored, and no table is left out', async () => {
    const manifest = manifestOf(await readArchive(archive));
    expect(manifest).toMatchObject({ format: 'canopy-backup', formatVersion: 1, dialect });
    expect(manifest.schema.migrations.length).toBeGreaterThan(10);
    expect(manifest.schema.latest).toBe(manifest.schema.migrations.at(-1));
    const names = manifest.tables.map((table) => table.name);
    for (const table of [
      'users',
      'files',
      'news',
      'strains',
      'tasks',
      'task_comments',
      'climate_readings',
      'firmware',
    ]) {
      expect(names).toContain(table);
    }
    expect(names).not.toContain('kysely_migration');
    // Parents first.
    expect(names.indexOf('tasks')).toBeLessThan(names.indexOf('task_comments'));
    expect(names.indexOf('users')).toBeLessThan(names.indexOf('files'));
    const restored = target.open();
    try {
      for (const table of manifest.tables) {
        const { rows } = await sql<{
          n: number | string;
        }>`select count(*) as n from ${sql.table(table.name)}`.execute(restored.db);
        expect({ table: table.name, rows: Number(rows[0]?.n) }).toEqual({
          table: table.name,
          rows: table.rows,
        });
      }
      expect(manifest.tables.find((t) => t.name === 'climate_readings')?.rows).toBeGreaterThanOrEqual(9000);
      if (dialect === 'postgres') {
        // The readings' months were made before their rows went in: none waits in the default partition.
        const months = await partitionsOf(restored.db, 'climate_readings');
        expect(months).toContain('climate_readings_p202510');
        expect(months).toContain('climate_readings_p202601');
        const { rows } = await sql<{ n: string }>`select count(*) as n from climate_readings_default`.execute(
          restored.db,
        );
        expect(Number(rows[0]?.n)).toBe(0);
      }
    } finally {
      await restored.destroy();
    }
  });

  it('restores every stored file byte for byte, and lists each with its size and SHA-256', async () => {
    const manifest = manifestOf(await readArchive(archive));
    const sourceFiles = storedFiles(source.dataDir);
    const restoredFiles = storedFiles(target.dataDir);
    expect(restoredFiles).toEqual(sourceFiles);
    // Three photos in two variants each, and the firmware binary.
    expect([...restoredFiles.keys()].filter((name) => name.startsWith('uploads/'))).toHaveLength(6);
    expect([...restoredFiles.keys()].filter((name) => name.startsWith('firmware/'))).toHaveLength(1);
    for (const file of manifest.files) {
      const bytes = readFileSync(path.join(target.dataDir, file.path));
      expect({ path: file.path, size: bytes.length, sha256: sha256(bytes) }).toEqual(file);
    }
    // The signing key stays out of the archive.
    expect(manifest.files.map((file) => file.path)).not.toContain('jwt-secret');
  });

  it('gives a server that starts on the restore, lets the admin log in with a new signing key, and serves the photos', async () => {
    const restored = await startApp(target);
    try {
      const auth = await restored.login();
      const news = await restored.app.inject({ url: '/api/news', headers: auth });
      expect(news.statusCode).toBe(200);
      expect(JSON.stringify(news.json())).toContain('Backups work');
      const photo = await restored.app.inject({ url: seeded.publicPhotoUrl });
      expect(photo.statusCode).toBe(200);
      const original = await sourceApp.app.inject({ url: seeded.publicPhotoUrl });
      expect(sha256(photo.rawPayload)).toBe(sha256(original.rawPayload));
    } finally {
      await restored.close();
    }
  });
});
