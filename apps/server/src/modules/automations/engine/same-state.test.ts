import { describe, expect, it } from 'vitest';
import type { StoredState } from '../automation-states.repository.ts';
import { sameJson, sameState } from './same-state.ts';

const state = (memory: Record<string, unknown>, extra: Partial<StoredState> = {}): StoredState => ({
  armed: true,
  pendingSince: null,
  lastFiredAt: null,
  memory,
  ...extra,
});

describe('sameState', () => {
  it('takes equal memory in other objects, keys in another order, as unchanged', () => {
    const before = state({ phase: 'night', edgeAt: 5, fired: ['a', 'b'] });
    const after = state({ fired: ['a', 'b'], edgeAt: 5, phase: 'night' });
    expect(sameState(before, after)).toBe(true);
  });

  it('sees a change in any field or anywhere in the memory', () => {
    const before = state({ fired: ['a'], nested: { at: 1 } });
    expect(sameState(before, state({ fired: ['a'], nested: { at: 1 } }, { armed: false }))).toBe(false);
    expect(sameState(before, state({ fired: ['a'], nested: { at: 1 } }, { pendingSince: 7 }))).toBe(false);
    expect(sameState(before, state({ fired: ['a'], nested: { at: 1 } }, { lastFiredAt: 'x' }))).toBe(false);
    expect(sameState(before, state({ fired: ['a', 'b'], nested: { at: 1 } }))).toBe(false);
    expect(sameState(before, state({ fired: ['a'], nested: { at: 2 } }))).toBe(false);
    expect(sameState(before, state({ fired: ['a'] }))).toBe(false);
  });

  it('compares as JSON would: arrays are not objects, a missing key is not a null one', () => {
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({ a: null }, { b: null })).toBe(false);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson([1, [2, { x: 3 }]], [1, [2, { x: 3 }]])).toBe(true);
  });
});
