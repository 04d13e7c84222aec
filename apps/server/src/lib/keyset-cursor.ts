import { validationFailed } from './app-error.ts';

type Kind = 'string' | 'number';
type Values<K extends readonly Kind[]> = {
  -readonly [I in keyof K]: K[I] extends 'number' ? number : string;
};

/** A list position as an opaque token: the last item's values of the list's sort key. */
export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The values a cursor holds, checked against the kinds the list's key has; anything else is a 400. */
export function decodeCursor<const K extends readonly Kind[]>(cursor: string, kinds: K): Values<K> {
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown;
    if (
      Array.isArray(values) &&
      values.length === kinds.length &&
      values.every((value, i) => typeof value === kinds[i])
    ) {
      return values as Values<K>;
    }
  } catch {
    // Falls through to the validation error: a cursor is only ever one we gave out.
  }
  throw validationFailed('querystring.cursor', 'not a cursor this list gave out');
}

/** Rows read with `limit + 1`: the page itself, and a cursor past its last row when more follow. */
export function splitPage<T>(
  rows: readonly T[],
  limit: number,
  keyOf: (row: T) => readonly (string | number)[],
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
