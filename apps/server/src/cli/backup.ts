// `npm run backup -- <file.tar.gz>`: the database and every stored file, while the server runs
// (docs/operations.md, "Backup and restore"). Configured like the server: DATA_DIR, DATABASE_URL.
import { loadConfig } from '../config/config.ts';
import { createBackup } from '../modules/backup/create-backup.ts';
import { archiveArgument, runCommand } from './run-command.ts';

const output = archiveArgument('backup');
await runCommand(async (signal) => {
  const config = loadConfig(process.env);
  const started = Date.now();
  const { manifest, bytes } = await createBackup({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    output,
    signal,
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return (
    `Backup written to ${output} (${bytes} bytes, ${((Date.now() - started) / 1000).toFixed(1)} s): ` +
    `${rows} rows in ${manifest.tables.length} tables and ${manifest.files.length} files, ` +
    `${manifest.dialect} schema at ${manifest.schema.latest ?? 'no migrations'}.`
  );
});
