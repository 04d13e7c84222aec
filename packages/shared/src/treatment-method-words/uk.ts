import type { TreatmentMethodWords } from '../treatment-method-words.ts';

/**
 * The treatment methods in this language: a module of its own, so a language's catalog carries only its
 * own words.
 */
export const treatmentMethodWordsUk = {
  spray: 'Обприскування',
  drench: 'Полив під корінь',
  release: 'Випуск',
  dip: 'Занурення',
  other: 'Інше',
} as const satisfies TreatmentMethodWords;
