import { describe, expect, it } from 'vitest';
import { nextCuttingCode } from './cutting-code.ts';

describe('nextCuttingCode', () => {
  it.each([
    ['A-009', 'A-010'],
    ['X7', 'X8'],
    ['9', '10'],
    ['099', '100'],
    ['LH-0999', 'LH-1000'],
    ['B12-3', 'B12-4'],
    ['0', '1'],
    ['12345678901234567890', '12345678901234567891'],
  ])('%s -> %s', (code, next) => {
    expect(nextCuttingCode(code)).toBe(next);
  });

  it('appends -1 when the code has no trailing number', () => {
    expect(nextCuttingCode('Mother')).toBe('Mother-1');
    expect(nextCuttingCode('A-')).toBe('A-1');
  });
});
