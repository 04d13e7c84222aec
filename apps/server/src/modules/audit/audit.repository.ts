import type { AuditQuery } from '@canopy/shared/schemas/audit';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditLogTable } from './audit.table.ts';

export type AuditRow = Selectable<AuditLogTable>;

/** The filters of the list, resolved: times as ISO instants, the position after which to read. */
export interface AuditFilter extends Pick<AuditQuery, 'entity' | 'entityId' | 'actor'> {
  from?: string;
  to?: string;
  after?: readonly [ts: string, id: string];
}

/** LIKE's wildcards taken literally: a `_` in an email is a `_`. */
const likeLiteral = (text: string) => text.replace(/[!%_]/g, (char) => `!${char}`);

export function createAuditRepository(db: Kysely<Database>) {
  return {
    /** Newest first (ts, then id), `limit` rows after the position; every filter uses an index's lead. */
    list(filter: AuditFilter, limit: number): Promise<AuditRow[]> {
      let query = db.selectFrom('audit_log').selectAll();
      if (filter.entity) query = query.where('entity', '=', filter.entity);
      if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
      if (filter.actor) {
        const actor = filter.actor;
        const pattern = `%${likeLiteral(actor.toLowerCase())}%`;
        query = query.where((eb) =>
          eb.or([eb('actor_id', '=', actor), sql<boolean>`actor_email like ${pattern} escape '!'`]),
        );
      }
      if (filter.from) query = query.where('ts', '>=', filter.from);
      if (filter.to) query = query.where('ts', '<', filter.to);
      if (filter.after) {
        const [ts, id] = filter.after;
        query = query.where((eb) =>
          eb.or([eb('ts', '<', ts), eb.and([eb('ts', '=', ts), eb('id', '<', id)])]),
        );
      }
      return query.orderBy('ts', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
