import type { TreatmentMethodWords } from '../treatment-method-words.ts';

/**
 * The treatment methods in this language: a module of its own, so a language's catalog carries only its
 * own words.
 */
export const treatmentMethodWordsHe = {
  spray: 'ריסוס',
  drench: 'הגמעה',
  release: 'פיזור אויבים טבעיים',
  dip: 'טבילה',
  other: 'אחר',
} as const satisfies TreatmentMethodWords;
