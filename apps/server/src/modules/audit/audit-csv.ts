import { Readable } from 'node:stream';
import { csvCell } from '@canopy/shared/csv';
import type { AuditEntry } from '@canopy/shared/schemas/audit';

/** Spreadsheets read a CSV file as UTF-8 (a Hebrew summary) only when it starts with the mark. */
const BYTE_ORDER_MARK = '\uFEFF';

export const AUDIT_CSV_HEADER = [
  'time',
  'actor_email',
  'actor_id',
  'action',
  'entity',
  'entity_id',
  'summary',
  'changes',
] as const;

/** Every cell through csvCell: summaries and changes hold what people typed, formula guard included. */
const line = (entry: AuditEntry) =>
  [
    entry.ts,
    entry.actor?.email ?? '',
    entry.actor?.id ?? '',
    entry.action,
    entry.entity,
    entry.entityId ?? '',
    entry.summary,
    Object.keys(entry.changes).length > 0 ? JSON.stringify(entry.changes) : '',
  ]
    .map(csvCell)
    .join(',');

/** The log as CSV (RFC 4180, CRLF), pulled a chunk of entries at a time as the client reads. */
export function auditCsvStream(chunks: AsyncIterable<AuditEntry[]>): Readable {
  async function* pieces(): AsyncGenerator<Buffer> {
    yield Buffer.from(`${BYTE_ORDER_MARK}${AUDIT_CSV_HEADER.join(',')}\r\n`);
    for await (const entries of chunks) {
      yield Buffer.from(entries.map((entry) => `${line(entry)}\r\n`).join(''));
    }
  }
  return Readable.from(pieces(), { objectMode: false });
}
