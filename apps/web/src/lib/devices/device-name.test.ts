import { describe, expect, it } from 'vitest';
import { displayName, nameToSave } from './device-name';

describe('device names', () => {
  it('show underscores as spaces', () => {
    expect(displayName('Grow_Room_A')).toBe('Grow Room A');
  });
  it('save whitespace as underscores', () => {
    expect(nameToSave('  Grow Room   A ')).toBe('Grow_Room_A');
    expect(nameToSave('tent\t2')).toBe('tent_2');
  });
});
