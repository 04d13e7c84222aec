import { describe, expect, it } from 'vitest';
import { newId, newShortId } from './ids.ts';

describe('ids', () => {
  it('makes version 7 UUIDs that sort by creation time', () => {
    const earlier = newId(1_700_000_000_000);
    const later = newId(1_700_000_000_001);
    expect(earlier).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(earlier < later).toBe(true);
  });

  it('makes short codes without easily misread letters', () => {
    const codes = Array.from({ length: 200 }, () => newShortId());
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(195);
  });
});
