// `npm run restore -- <file.tar.gz>`: fills an empty DATA_DIR (SQLite) or an empty DATABASE_URL database
// from a backup, after checking every checksum in it (docs/operations.md, "Backup and restore").
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/config.ts';
import { restoreBackup } from '../modules/backup/restore-backup.ts';
import { archiveArgument, runCommand } from './run-command.ts';

const archive = archiveArgument('restore');
await runCommand(async (signal) => {
  const config = loadConfig(process.env);
  const { manifest, dialect } = await restoreBackup({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    archive,
    signal,
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const into = dialect === 'postgres' ? 'the DATABASE_URL database' : `${config.dataDir}/canopy.db`;
  // The signing key is never in a backup (docs/operations.md): say what that means for sessions.
  const keptKey = config.jwtSecret !== undefined || existsSync(path.join(config.dataDir, 'jwt-secret'));
  return (
    `Restored ${rows} rows in ${manifest.tables.length} tables into ${into} and ${manifest.files.length} ` +
    `files into ${config.dataDir}, from a ${manifest.dialect} backup of ${manifest.createdAt}.` +
    (keptKey
      ? ''
      : ' Backups carry no signing key: the server makes a new one and everyone signs in again.') +
    (manifest.fileStorage === 's3'
      ? ' This backup holds the database only: its files are in the S3 bucket the server used.'
      : '')
  );
});
