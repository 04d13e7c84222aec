import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCode, normalizeRecoveryCode } from './recovery-codes.ts';

describe('recovery codes', () => {
  it('are 16 characters of an unambiguous alphabet in groups of four, each different', () => {
    const codes = Array.from({ length: 50 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('match however they are typed back: case, spaces, dashes, and I, L, O for 1 and 0', () => {
    expect(normalizeRecoveryCode(' AB1C-D0EF gh1k-mnpq ')).toBe('ab1cd0efgh1kmnpq');
    expect(hashRecoveryCode('ABIC DOEF-GHLK MNPQ')).toBe(hashRecoveryCode('ab1c-d0ef-gh1k-mnpq'));
    expect(hashRecoveryCode('ab1c-d0ef-gh1k-mnpq')).not.toBe(hashRecoveryCode('ab1c-d0ef-gh1k-mnpr'));
  });

  it('are stored as a SHA-256 that does not contain the code', () => {
    const code = newRecoveryCode();
    const hash = hashRecoveryCode(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(normalizeRecoveryCode(code));
  });
});
