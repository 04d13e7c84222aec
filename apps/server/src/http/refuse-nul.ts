import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Refuses any text input holding a NUL character, before validation and before any handler.
 * PostgreSQL cannot store U+0000 in text at all (it fails the whole statement), C-based tools cut
 * strings at it, and no person types one: so it is a 400 everywhere, on both databases alike.
 * Multipart text fields are checked where they are read (read-upload.ts).
 */
export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw nulInText();
    }
  });
}

export const nulInText = () => new AppError(400, 'validation.failed', 'Text may not contain NUL characters');

export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  }
  return false;
}
