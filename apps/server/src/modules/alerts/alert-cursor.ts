import { validationFailed } from '../../lib/app-error.ts';
import { decodeCursor as decodeKeyset } from '../../lib/keyset-cursor.ts';
import type { AlertRow } from './alerts.types.ts';

/** The alert list's sort key: unresolved first, then newest. */
export const alertPosition = (row: AlertRow) => [row.resolved, row.opened_at, row.id] as const;

export function decodeCursor(cursor: string): { resolved: number; openedAt: string; id: string } {
  const [resolved, openedAt, id] = decodeKeyset(cursor, ['number', 'string', 'string']);
  if (resolved !== 0 && resolved !== 1) {
    throw validationFailed('querystring.cursor', 'not a cursor this list gave out');
  }
  return { resolved, openedAt, id };
}
