import { validationFailed } from '../../http/app-error.ts';
import type { AlertRow } from './alerts.repository.ts';

/** A list position as an opaque token: the last item's (resolved, opened_at, id). */
export function encodeCursor(row: AlertRow): string {
  return Buffer.from(JSON.stringify([row.resolved, row.opened_at, row.id])).toString('base64url');
}

export function decodeCursor(cursor: string): { resolved: number; openedAt: string; id: string } {
  try {
    const [resolved, openedAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if ((resolved === 0 || resolved === 1) && typeof openedAt === 'string' && typeof id === 'string') {
      return { resolved, openedAt, id };
    }
  } catch {
    // Falls through to the validation error: a cursor is only ever one we gave out.
  }
  throw validationFailed('querystring.cursor', 'not a cursor this list gave out');
}
