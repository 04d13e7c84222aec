import { describe, expect, it } from 'vitest';
import { diffChanges, redactChanges } from './audit-changes.ts';
import { isSecretField, redactValue } from './audit-redaction.ts';

describe('audit redaction', () => {
  it.each([
    'password',
    'password_hash',
    'passwordHash',
    'currentPassword',
    'secret',
    'pending_secret',
    'pendingSecret',
    'token',
    'token_hash',
    'mfaToken',
    'recoveryCodes',
    'recovery_code_hash',
    'code_hash',
    'totpSecret',
    'otpCode',
    'apiKey',
    'private-key',
    'Authorization',
  ])('treats %s as secret', (name) => {
    expect(isSecretField(name)).toBe(true);
  });

  it.each([
    'email',
    'role',
    'code',
    'name',
    'scope',
    'expiresAt',
    'authorId',
    'author',
    'minSeverity',
    'enabled',
  ])('records %s', (name) => {
    expect(isSecretField(name)).toBe(false);
  });

  it('drops secret fields inside nested values', () => {
    expect(redactValue({ name: 'n', nested: [{ token: 't', ok: 1 }], secret: 's' })).toEqual({
      name: 'n',
      nested: [{ ok: 1 }],
    });
  });
});

describe('diffChanges', () => {
  const before = { email: 'a@x.test', role: 'user', password: 'hash-1', shortId: 'AAA' };

  it('records the fields that changed as [before, after], and a secret field with no values', () => {
    const after = { ...before, role: 'admin', password: 'hash-2' };
    expect(diffChanges(before, after, ['email', 'role', 'password'])).toEqual({
      role: ['user', 'admin'],
      password: [],
    });
  });

  it('treats a missing side as null (create, delete) and ignores fields not listed', () => {
    expect(diffChanges(null, before, ['email', 'role'])).toEqual({
      email: [null, 'a@x.test'],
      role: [null, 'user'],
    });
    expect(diffChanges(before, null, ['email'])).toEqual({ email: ['a@x.test', null] });
  });

  it('compares values deeply: an equal object is no change', () => {
    expect(diffChanges({ q: { from: '22:00' } }, { q: { from: '22:00' } }, ['q'])).toEqual({});
  });

  it('strips secret values a caller passed by hand', () => {
    const stored = JSON.stringify(
      redactChanges({
        token_hash: ['a', 'b'],
        settings: [
          { secret: 'x', on: false },
          { secret: 'y', on: true },
        ],
      }),
    );
    expect(JSON.parse(stored)).toEqual({ token_hash: [], settings: [{ on: false }, { on: true }] });
    expect(stored).not.toMatch(/"a"|"b"|"x"|"y"/);
  });
});
