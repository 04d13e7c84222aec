import { z } from 'zod';

/** What a backup archive is; restore refuses any other format or a newer version of this one. */
export const BACKUP_FORMAT = 'canopy-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** The manifest's own name in the archive; it is written last, once every count and checksum is known. */
export const MANIFEST_PATH = 'manifest.json';

/**
 * The folders of DATA_DIR that hold stored objects (uploads with their variants, firmware binaries).
 * The SQLite file is dumped row by row instead of copied, and `jwt-secret` stays out on purpose
 * (docs/operations.md, "Backup and restore").
 */
export const DATA_FOLDERS = ['uploads', 'firmware'] as const;

/** How a column's values are written to and read from the dump, whatever the dialect. */
export const COLUMN_KINDS = ['integer', 'real', 'boolean', 'blob', 'json', 'text', 'any'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const sqlName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_$]{0,62}$/);
/** A path segment we could have written ourselves: never `..`, never absolute, no separators. */
const safeSegment = z.string().regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,254}$/);

const partSchema = z.object({
  path: z.string().regex(/^db\/[A-Za-z_][A-Za-z0-9_$]{0,62}\/\d{5}\.jsonl$/),
  rows: z.number().int().min(0),
  bytes: z.number().int().min(0),
  sha256,
});

const tableSchema = z.object({
  name: sqlName,
  columns: z.array(z.object({ name: sqlName, kind: z.enum(COLUMN_KINDS), type: z.string() })).min(1),
  rows: z.number().int().min(0),
  /** Of the table's JSON lines, all parts in order. */
  sha256,
  parts: z.array(partSchema),
});

const fileSchema = z.object({
  path: z.string().refine((value) => {
    const [folder, ...rest] = value.split('/');
    return (
      DATA_FOLDERS.some((known) => known === folder) &&
      rest.length > 0 &&
      rest.every((segment) => safeSegment.safeParse(segment).success)
    );
  }, 'a file under one of the data folders'),
  size: z.number().int().min(0),
  sha256,
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** The migrations the snapshot's schema had run, by name: the schema version. */
  schema: z.object({ migrations: z.array(z.string().min(1)), latest: z.string().nullable() }),
  /** In foreign-key order: a table's parents come before it. */
  tables: z.array(tableSchema),
  files: z.array(fileSchema),
  /**
   * Where the server kept its files: `local` (DATA_DIR, copied into `files`) or `s3` (the bucket, backed
   * up with its own tools; `files` is empty). Archives from before this field are `local`.
   */
  fileStorage: z.enum(['local', 's3']).optional(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type ManifestTable = BackupManifest['tables'][number];
export type ManifestFile = BackupManifest['files'][number];

export const filesEntryPath = (file: { path: string }) => `files/${file.path}`;
export const partPath = (table: string, index: number) =>
  `db/${table}/${String(index + 1).padStart(5, '0')}.jsonl`;
