import type { UnitWords } from '../unit-words.ts';

/**
 * The units in this language: a module of its own, so a language's catalog carries only its own words.
 */
export const unitWordsEs = {
  'ml/L': 'ml/L',
  'g/L': 'g/L',
  ml: 'ml',
  g: 'g',
  units: 'unidades',
  L: 'L',
  gal: 'gal',
} as const satisfies UnitWords;
