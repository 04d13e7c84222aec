import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../testing/test-databases.ts';
import { describeBackup } from './backup-summary.ts';
import {
  createPlace,
  listing,
  manifestOf,
  readArchive,
  startApp,
  type Place,
} from '../../testing/backup/backup-testing.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

describe.each(DIALECTS)('a backup with FILE_STORAGE=s3 on %s', (dialect) => {
  let source: Place;
  let target: Place;
  beforeAll(async () => {
    source = await createPlace(dialect);
    target = await createPlace(dialect);
    const app = await startApp(source);
    await app.close();
    // Left over from before the move to the bucket: not the server's data any more.
    mkdirSync(path.join(source.dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(source.dataDir, 'uploads', '0123abcd-display.webp'), 'an old photo');
  });
  afterAll(async () => {
    await source?.remove();
    await target?.remove();
  });

  it('holds the database only, says so, and restores as such', async () => {
    const output = path.join(path.dirname(source.dataDir), 'database-only.tar.gz');
    const summary = await createBackup({
      dataDir: source.dataDir,
      databaseUrl: source.databaseUrl,
      fileStorage: 's3',
      output,
    });
    expect(summary.manifest.files).toEqual([]);
    expect(summary.manifest.fileStorage).toBe('s3');
    const entries = await readArchive(output);
    expect([...entries.keys()].filter((name) => name.startsWith('files/'))).toEqual([]);
    expect(manifestOf(entries).fileStorage).toBe('s3');
    expect(listing(source.dataDir).filter((name) => name.startsWith('.backup-pin'))).toEqual([]);
    expect(describeBackup(summary, 1.23, 'canopy-files')).toMatch(
      new RegExp(
        `^Backup written to ${output} \\(\\d+ bytes, 1\\.2 s\\): the database only, \\d+ rows in \\d+ tables, ` +
          `${dialect} schema at \\d{4}-[^ ]+\\. The files are in the S3 bucket canopy-files: back it up with ` +
          'its own tools \\(docs/operations\\.md\\)\\.$',
      ),
    );

    const restored = await restoreBackup({
      dataDir: target.dataDir,
      databaseUrl: target.databaseUrl,
      archive: output,
    });
    expect(restored.manifest.fileStorage).toBe('s3');
    expect(listing(target.dataDir).filter((name) => name.startsWith('uploads'))).toEqual([]);
  });

  it('still copies DATA_DIR files on local disk, and says how many', async () => {
    const output = path.join(path.dirname(source.dataDir), 'with-files.tar.gz');
    const summary = await createBackup({ dataDir: source.dataDir, databaseUrl: source.databaseUrl, output });
    expect(summary.manifest.fileStorage).toBe('local');
    expect(summary.manifest.files.map((file) => file.path)).toEqual(['uploads/0123abcd-display.webp']);
    expect(describeBackup(summary, 2, undefined)).toMatch(
      new RegExp(
        `^Backup written to ${output} \\(\\d+ bytes, 2\\.0 s\\): \\d+ rows in \\d+ tables and 1 files, ${dialect} schema at `,
      ),
    );
  });
});
