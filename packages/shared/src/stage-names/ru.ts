import type { StageNames } from '../stage-names.ts';

/**
 * The words for a run's stages in this language: a module of its own, so a language's catalog carries
 * only its own words.
 */
export const stageNamesRu = {
  propagation: 'Укоренение',
  veg: 'Вегетация',
  flower: 'Цветение',
  dry: 'Сушка',
  cure: 'Дозревание',
  done: 'Завершено',
  lost: 'Потеряно',
} as const satisfies StageNames;
