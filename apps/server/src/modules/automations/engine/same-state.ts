import type { StoredState } from '../automation-states.repository.ts';

/** Equal JSON values: a state's memory holds numbers, strings, booleans, null, arrays and plain objects. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  return keysA.every((key) => Object.hasOwn(recordB, key) && sameJson(recordA[key], recordB[key]));
}

/**
 * Whether an evaluation left the stored state as it was (then nothing is written). Compared field by field,
 * not serialised: the engine asks it of every automation on every evaluation, and most change nothing.
 */
export const sameState = (a: StoredState, b: StoredState): boolean =>
  a.armed === b.armed &&
  a.pendingSince === b.pendingSince &&
  a.lastFiredAt === b.lastFiredAt &&
  sameJson(a.memory, b.memory);
