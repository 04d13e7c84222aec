import { useInfiniteQuery } from '@tanstack/react-query';
import { auditPageSchema } from '@canopy/shared/schemas/audit';
import { apiRequest } from '../../../lib/api-client';
import { auditKeys, auditQuery, type AuditFilters } from './audit-keys';

/** One page of the audit log; `nextCursor` continues it. */
export function listAudit(filters: AuditFilters, cursor: string | null) {
  return apiRequest(`/audit?${auditQuery(filters, cursor)}`, { schema: auditPageSchema });
}

export const useAuditLog = (filters: AuditFilters) =>
  useInfiniteQuery({
    queryKey: auditKeys.list(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => listAudit(filters, pageParam),
    getNextPageParam: (page) => page.nextCursor,
  });
