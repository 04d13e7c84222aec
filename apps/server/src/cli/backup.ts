// `npm run backup -- <file.tar.gz>`: the database and every stored file, while the server runs
// (docs/operations.md, "Backup and restore"). Configured like the server: DATA_DIR, DATABASE_URL, and
// FILE_STORAGE (with s3 the archive holds the database only: the bucket has its own backups).
import { loadConfig } from '../config/config.ts';
import { describeBackup } from '../modules/backup/backup-summary.ts';
import { createBackup } from '../modules/backup/create-backup.ts';
import { archiveArgument, runCommand } from './run-command.ts';

const output = archiveArgument('backup');
await runCommand(async (signal) => {
  const config = loadConfig(process.env);
  const started = Date.now();
  const summary = await createBackup({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    fileStorage: config.fileStorage.kind,
    output,
    signal,
  });
  const bucket = config.fileStorage.kind === 's3' ? config.fileStorage.bucket : undefined;
  return describeBackup(summary, (Date.now() - started) / 1000, bucket);
});
