import type { TreatmentMethodWords } from '../treatment-method-words.ts';

/**
 * The treatment methods in this language: a module of its own, so a language's catalog carries only its
 * own words.
 */
export const treatmentMethodWordsRu = {
  spray: 'Опрыскивание',
  drench: 'Полив под корень',
  release: 'Выпуск',
  dip: 'Погружение',
  other: 'Другое',
} as const satisfies TreatmentMethodWords;
