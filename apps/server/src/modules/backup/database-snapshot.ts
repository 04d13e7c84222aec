import type { DialectName } from '../../db/database.ts';
import type { DumpValue } from './column-values.ts';
import type { TableInfo } from './table-catalog.ts';

/** Rows come a batch at a time, and the reader yields between batches so writers keep going. */
export const SNAPSHOT_BATCH_ROWS = 1000;

/**
 * One consistent, read-only view of the whole database while the server keeps writing: every table
 * read through it shows the same moment, so no child row appears without its parent.
 */
export interface DatabaseSnapshot {
  dialect: DialectName;
  /** Names of the migrations the schema had run at that moment, sorted. */
  migrations: string[];
  /** Every table, parents first. */
  tables: TableInfo[];
  /** The table's rows in primary-key order, each encoded for the dump. */
  rows(table: TableInfo): AsyncIterable<DumpValue[][]>;
  /** Ends the snapshot (its transaction) and closes the connection. */
  close(): Promise<void>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `select <columns> from <table> order by <primary key>`, the same on both dialects. */
export function selectAllInKeyOrder(table: TableInfo): string {
  const columns = table.columns.map((column) => quote(column.name)).join(', ');
  const order = table.primaryKey.length > 0 ? ` order by ${table.primaryKey.map(quote).join(', ')}` : '';
  return `select ${columns} from ${quote(table.name)}${order}`;
}

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
