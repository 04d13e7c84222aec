import { AUDIT_PAGE_SIZE } from '@canopy/shared/audit';
import type { AuditSummaryValues } from '@canopy/shared/audit';
import type { AuditChanges, AuditEntry, AuditPage, AuditQuery } from '@canopy/shared/schemas/audit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { decodeCursor, splitPage } from '../../lib/keyset-cursor.ts';
import { createAuditRepository, type AuditFilter, type AuditRow } from './audit.repository.ts';

/** Rows read per query while a CSV export streams: memory stays flat however long the log. */
const EXPORT_CHUNK = 500;

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    ts: row.ts,
    actor: row.actor_id === null ? null : { id: row.actor_id, email: row.actor_email ?? '' },
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    summary: row.summary,
    summaryEvent: row.summary_event,
    summaryValues: row.summary_values ? (JSON.parse(row.summary_values) as AuditSummaryValues) : {},
    changes: JSON.parse(row.changes) as AuditChanges,
  };
}

/** The query's filters with its times as ISO instants, comparable with the stored `ts`. */
function filterOf(query: AuditQuery): AuditFilter {
  const iso = (value: string | undefined) => (value ? new Date(value).toISOString() : undefined);
  const from = iso(query.from);
  const to = iso(query.to);
  return {
    ...(query.entity && { entity: query.entity }),
    ...(query.entityId && { entityId: query.entityId }),
    ...(query.actor && { actor: query.actor }),
    ...(from && { from }),
    ...(to && { to }),
    ...(query.cursor && { after: decodeCursor(query.cursor, ['string', 'string'] as const) }),
  };
}

/** Reading the audit log (admins only); writing is recordAudit, in each module's own transaction. */
export function createAuditService(db: Kysely<Database>) {
  const audit = createAuditRepository(db);

  return {
    async list(query: AuditQuery): Promise<AuditPage> {
      const rows = await audit.list(filterOf(query), AUDIT_PAGE_SIZE + 1);
      const page = splitPage(rows, AUDIT_PAGE_SIZE, (row) => [row.ts, row.id]);
      return { items: page.rows.map(toAuditEntry), nextCursor: page.nextCursor };
    },

    /** Every entry the filters select, newest first, a chunk at a time as the reader asks for more. */
    async *entries(query: AuditQuery): AsyncGenerator<AuditEntry[]> {
      const filter = filterOf(query);
      // A file is the whole selection: a page's cursor does not carry over to it.
      delete filter.after;
      for (;;) {
        const rows = await audit.list(filter, EXPORT_CHUNK);
        if (rows.length > 0) yield rows.map(toAuditEntry);
        const last = rows.at(-1);
        if (rows.length < EXPORT_CHUNK || !last) return;
        filter.after = [last.ts, last.id];
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
