import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps descriptions of up to 120 characters whole', () => {
    expect(truncate('a'.repeat(120))).toEqual({ text: 'a'.repeat(120), cut: false });
  });

  it('cuts longer ones at 120 characters', () => {
    const result = truncate('b'.repeat(121));
    expect(result.cut).toBe(true);
    expect(result.text).toBe(`${'b'.repeat(120)}…`);
  });

  it('never splits an emoji', () => {
    expect(truncate('🌿'.repeat(130)).text).toBe(`${'🌿'.repeat(120)}…`);
  });
});
