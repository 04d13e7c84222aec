import { ApiError } from '../../../lib/api-client';
import { getValidToken } from '../../../lib/auth-token';
import { saveBlob } from '../../../lib/download';
import { readErrorBody } from '../../../lib/error-body';
import { auditQuery, type AuditFilters } from './audit-keys';

/** Fetches the CSV with the session's token (a plain link could not send it) and saves it. */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  const url = new URL(`/api/audit.csv?${auditQuery(filters)}`, window.location.origin);
  const token = getValidToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = readErrorBody(await response.json().catch(() => null));
    throw new ApiError(response.status, body ?? { error: response.statusText, code: 'unknown' });
  }
  saveBlob('audit-log.csv', await response.blob());
}
