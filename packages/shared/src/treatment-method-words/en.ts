import type { TreatmentMethodWords } from '../treatment-method-words.ts';

/**
 * The treatment methods in this language: a module of its own, so a language's catalog carries only its
 * own words.
 */
export const treatmentMethodWordsEn = {
  spray: 'Spray',
  drench: 'Drench',
  release: 'Release',
  dip: 'Dip',
  other: 'Other',
} as const satisfies TreatmentMethodWords;
