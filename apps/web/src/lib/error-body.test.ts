import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@canopy/shared/schemas/errors';
import { readErrorBody } from './error-body';

/** Well-formed and malformed bodies: the shell's plain check must agree with the shared zod schema. */
const BODIES: unknown[] = [
  { error: 'Not found', code: 'users.not_found' },
  { error: 'Invalid', code: 'validation.failed', details: [] },
  { error: 'Invalid', code: 'validation.failed', details: [{ path: 'email', message: 'Required' }] },
  { error: 'Invalid', code: 'v', details: [{ path: 'a', message: 'b', extra: 1 }], statusCode: 400 },
  { error: 'Invalid', code: 'v', details: [{ path: 'a' }] },
  { error: 'Invalid', code: 'v', details: [{ path: 1, message: 'b' }] },
  { error: 'Invalid', code: 'v', details: [null] },
  { error: 'Invalid', code: 'v', details: [['a', 'b']] },
  { error: 'Invalid', code: 'v', details: { path: 'a', message: 'b' } },
  { error: 'Invalid', code: 'v', details: null },
  { error: 'Boom' },
  { code: 'internal.error' },
  { error: 500, code: 'internal.error' },
  { error: 'Boom', code: ['internal.error'] },
  ['Boom', 'internal.error'],
  'Internal Server Error',
  null,
  0,
  {},
];

describe('readErrorBody', () => {
  it('accepts and rejects exactly the bodies the shared error schema does, keeping only its keys', () => {
    for (const body of BODIES) {
      const parsed = errorBodySchema.safeParse(body);
      expect(readErrorBody(body), JSON.stringify(body)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
