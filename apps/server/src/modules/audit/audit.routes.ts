import { AUDIT_PAGE_SIZE } from '@canopy/shared/audit';
import { auditPageSchema, auditQuerySchema } from '@canopy/shared/schemas/audit';
import type { AppInstance } from '../../http/app-instance.ts';
import { auditCsvStream } from './audit-csv.ts';
import type { AuditService } from './audit.service.ts';

const tags = ['audit'];
const config = { policy: 'admin' as const };
const filters =
  'Filters: `entity`, `entityId`, `actor` (an id, or part of an email), `from` (inclusive) and `to` ' +
  '(exclusive), ISO 8601.';

/** `/api/audit`: admins read the log, as pages or as one CSV file with the same filters. */
export function registerAuditRoutes(app: AppInstance, audit: AuditService): void {
  app.get(
    '/api/audit',
    {
      config,
      schema: {
        tags,
        operationId: 'listAuditEntries',
        summary: 'List audit log entries',
        description: `Newest first, ${AUDIT_PAGE_SIZE} a page; \`nextCursor\` reads on. ${filters}`,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    (request) => audit.list(request.query),
  );

  app.get(
    '/api/audit.csv',
    {
      config,
      schema: {
        tags,
        operationId: 'exportAuditCsv',
        summary: 'Export the audit log as CSV',
        description: `Every entry the filters select, newest first, streamed. ${filters} \`cursor\` is ignored.`,
        querystring: auditQuerySchema,
      },
    },
    (request, reply) => {
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(auditCsvStream(audit.entries(request.query)));
    },
  );
}
