import type { BackupSummary } from './create-backup.ts';

/** The one line `npm run backup` prints: what the archive holds, and with S3 what it does not. */
export function describeBackup(
  { output, manifest, bytes }: BackupSummary,
  seconds: number,
  bucket: string | undefined,
): string {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const written = `Backup written to ${output} (${bytes} bytes, ${seconds.toFixed(1)} s): `;
  const schema = `${manifest.dialect} schema at ${manifest.schema.latest ?? 'no migrations'}`;
  if (manifest.fileStorage === 's3') {
    return (
      `${written}the database only, ${rows} rows in ${manifest.tables.length} tables, ${schema}. ` +
      `The files are in the S3 bucket ${bucket ?? ''}: back it up with its own tools (docs/operations.md).`
    );
  }
  return (
    `${written}${rows} rows in ${manifest.tables.length} tables and ${manifest.files.length} files, ` +
    `${schema}.`
  );
}
