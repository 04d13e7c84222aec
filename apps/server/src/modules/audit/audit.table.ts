import type { AuditAction, AuditEntity } from '@canopy/shared/audit';

/** One entry of the audit log; never updated, never deleted by the app. */
export interface AuditLogTable {
  id: string;
  ts: string;
  actor_id: string | null;
  /** As it was when the entry was written: the log outlives renamed and deleted accounts. */
  actor_email: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: string | null;
  summary: string;
  /** What the summary is made of (`AUDIT_SUMMARY_EVENTS`); null on entries written before migration 0025. */
  summary_event: string | null;
  /** JSON text of AuditSummaryValues. */
  summary_values: string | null;
  /** JSON text of AuditChanges. */
  changes: string;
}
