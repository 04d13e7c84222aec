/** Why a backup or a restore stopped; the CLI prints the message, tests check the code. */
export const BACKUP_ERROR_CODES = [
  'backup.output_exists',
  'backup.no_database',
  'restore.archive_damaged',
  'restore.checksum_mismatch',
  'restore.unsupported_archive',
  'restore.newer_schema',
  'restore.target_not_empty',
] as const;
export type BackupErrorCode = (typeof BACKUP_ERROR_CODES)[number];

export class BackupError extends Error {
  override name = 'BackupError';
  constructor(
    readonly code: BackupErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const NOTHING_WRITTEN = 'Nothing was restored.';

export const outputExists = (file: string) =>
  new BackupError('backup.output_exists', `${file} already exists; choose a new file name.`);

export const noDatabase = (file: string) =>
  new BackupError(
    'backup.no_database',
    `There is no database at ${file}: check DATA_DIR (or set DATABASE_URL for PostgreSQL).`,
  );

export const archiveDamaged = (detail: string, cause?: unknown) =>
  new BackupError(
    'restore.archive_damaged',
    `The archive is damaged or truncated (${detail}). ${NOTHING_WRITTEN}`,
    { cause },
  );

export const checksumMismatch = (what: string) =>
  new BackupError(
    'restore.checksum_mismatch',
    `The archive is damaged: ${what} does not match the checksum in its manifest. ${NOTHING_WRITTEN}`,
  );

export const unsupportedArchive = (detail: string) =>
  new BackupError(
    'restore.unsupported_archive',
    `This is not a Canopy backup this version reads: ${detail}.`,
  );

export const newerSchema = (migrations: readonly string[]) =>
  new BackupError(
    'restore.newer_schema',
    `The archive was made by a newer Canopy (its schema has migrations this one lacks: ${migrations.join(', ')}); ` +
      `update Canopy first. ${NOTHING_WRITTEN}`,
  );

export const targetNotEmpty = (what: string) =>
  new BackupError(
    'restore.target_not_empty',
    `Restore fills only an empty target, and ${what}. ${NOTHING_WRITTEN}`,
  );
