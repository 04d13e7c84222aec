import type { CloudErrorKind } from './device-cloud.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Reads the cloud's error body first and its status second: an offline device answers "timed out" with
 * 408, 400 or 404, and must never surface as an authorization error (users would check a good token).
 */
export function classifyCloudError(status: number, body: unknown): CloudErrorKind {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message = [b.error, b.error_description, b.info].map(text).join(' ');
  if (/timed out/i.test(message)) return 'offline';
  if (b.error === 'invalid_token' || b.error === 'expired_token' || /permission denied/i.test(message)) {
    return 'auth';
  }
  if (/function .+ not found/i.test(message)) return 'function_not_found';
  if (/unknown variable|variable not found/i.test(message)) return 'variable_not_found';
  if (status === 429) return 'throttled';
  if (status === 401 || status === 403) return 'auth';
  if (status === 408) return 'offline';
  return 'failed';
}
