import type { ErrorBody } from '@canopy/shared/schemas/errors';

type ErrorDetail = NonNullable<ErrorBody['details']>[number];

function readDetail(value: unknown): ErrorDetail | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { path, message } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof message === 'string' ? { path, message } : null;
}

/**
 * The server's error body when it has the shape of `errorBodySchema`, else null; only the schema's keys
 * are kept. A plain check rather than the zod schema: every failed call goes through the app shell, and
 * zod would be the first paint's largest library after React (the test compares both on the same bodies).
 */
export function readErrorBody(json: unknown): ErrorBody | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { error, code, details } = json as Record<string, unknown>;
  if (typeof error !== 'string' || typeof code !== 'string') return null;
  if (details === undefined) return { error, code };
  if (!Array.isArray(details)) return null;
  const read: ErrorDetail[] = [];
  for (const item of details) {
    const detail = readDetail(item);
    if (!detail) return null;
    read.push(detail);
  }
  return { error, code, details: read };
}
