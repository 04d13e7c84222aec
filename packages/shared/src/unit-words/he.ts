import type { UnitWords } from '../unit-words.ts';

/**
 * The units in this language: a module of its own, so a language's catalog carries only its own words.
 */
export const unitWordsHe = {
  'ml/L': 'מ״ל/ליטר',
  'g/L': 'גרם/ליטר',
  ml: 'מ״ל',
  g: 'גרם',
  units: 'יחידות',
  L: 'ליטר',
  gal: 'גלון',
} as const satisfies UnitWords;
