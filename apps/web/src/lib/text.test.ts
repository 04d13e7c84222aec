import { describe, expect, it } from 'vitest';
import { truncate } from './text';

describe('truncate', () => {
  it('keeps text at or under the limit as it is', () => {
    expect(truncate('short', 5)).toBe('short');
  });

  it('cuts longer text at the limit and marks the cut with an ellipsis', () => {
    expect(truncate('abcdefgh', 5)).toBe('abcde…');
  });

  it('counts an emoji as one character and never splits it', () => {
    expect(truncate('🌱🌱🌱', 2)).toBe('🌱🌱…');
  });
});
