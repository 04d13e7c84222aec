import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * Refuses any text input holding a NUL character, before validation and before any handler.
 * PostgreSQL cannot store U+0000 in text at all (it fails the whole statement), C-based tools cut
 * strings at it, and no person types one: so it is a 400 everywhere, on both databases alike.
 * Multipart text fields are checked where they are read (read-upload.ts).
 */
export function registerNulRefusal(app: FastifyInstance): void {
  // A callback hook: nothing here waits, so no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    done(
      holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body) ? nulInText() : undefined,
    );
  });
}

export const nulInText = () => new AppError(400, 'validation.failed', 'Text may not contain NUL characters');

export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  // for...in over own keys: no array of entries allocated for every object of every request.
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (key.includes('\u0000') || holdsNul(record[key], depth + 1)) return true;
  }
  return false;
}
