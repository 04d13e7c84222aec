import type { AuditEntity } from '@canopy/shared/audit';

/** The filters of the /audit page, as the API takes them; empty ones are left out. */
export interface AuditFilters {
  entity?: AuditEntity | undefined;
  actor?: string | undefined;
  /** ISO instants: `from` included, `to` not. */
  from?: string | undefined;
  to?: string | undefined;
}

/** Query keys of the audit feature: each set of filters is its own list. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
};

/** The query string of the filters, shared by the list and the CSV export so both select the same. */
export function auditQuery(filters: AuditFilters, cursor?: string | null): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, String(value));
  if (cursor) query.set('cursor', cursor);
  return query;
}
