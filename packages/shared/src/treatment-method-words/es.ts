import type { TreatmentMethodWords } from '../treatment-method-words.ts';

/**
 * The treatment methods in this language: a module of its own, so a language's catalog carries only its
 * own words.
 */
export const treatmentMethodWordsEs = {
  spray: 'Pulverización',
  drench: 'Riego al pie',
  release: 'Suelta',
  dip: 'Inmersión',
  other: 'Otro',
} as const satisfies TreatmentMethodWords;
