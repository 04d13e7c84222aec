import type { StageNames } from '../stage-names.ts';

/**
 * The words for a run's stages in this language: a module of its own, so a language's catalog carries
 * only its own words.
 */
export const stageNamesHe = {
  propagation: 'השרשה',
  veg: 'צמיחה',
  flower: 'פריחה',
  dry: 'ייבוש',
  cure: 'הבשלה',
  done: 'הסתיים',
  lost: 'אבד',
} as const satisfies StageNames;
