import type { AuditAction, AuditEntity } from '@canopy/shared/audit';
import type { TestContext } from './test-app.ts';

export interface StoredEntry {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | null;
  summary: string;
  changes: Record<string, unknown[]>;
  /** The stored JSON text, for assertions that a secret is not in it. */
  changesText: string;
}

/** Every entry as stored, oldest first, optionally only those of some actions. */
export async function storedEntries(t: TestContext, ...actions: AuditAction[]): Promise<StoredEntry[]> {
  let query = t.database.db.selectFrom('audit_log').selectAll().orderBy('ts').orderBy('id');
  if (actions.length > 0) query = query.where('action', 'in', actions);
  return (await query.execute()).map((row) => ({
    id: row.id,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    summary: row.summary,
    changes: JSON.parse(row.changes) as Record<string, unknown[]>,
    changesText: row.changes,
  }));
}

/** Entries other than sign-ins: the test users log in when they are made. */
export const writesOnly = (entries: StoredEntry[]) => entries.filter((entry) => entry.action !== 'login');
