import type { StageNames } from '../stage-names.ts';

/**
 * The words for a run's stages in this language: a module of its own, so a language's catalog carries
 * only its own words.
 */
export const stageNamesUk = {
  propagation: 'Укорінення',
  veg: 'Вегетація',
  flower: 'Цвітіння',
  dry: 'Сушіння',
  cure: 'Дозрівання',
  done: 'Завершено',
  lost: 'Втрачено',
} as const satisfies StageNames;
