import type { UnitWords } from '../unit-words.ts';

/**
 * The units in this language: a module of its own, so a language's catalog carries only its own words.
 * Russian writes the same abbreviations; each language keeps its own module all the same.
 */
export const unitWordsUk = {
  'ml/L': 'мл/л',
  'g/L': 'г/л',
  ml: 'мл',
  g: 'г',
  units: 'шт.',
  L: 'л',
  gal: 'гал',
} as const satisfies UnitWords;
