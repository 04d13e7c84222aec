import type { StageNames } from '../stage-names.ts';

/**
 * The words for a run's stages in this language: a module of its own, so a language's catalog carries
 * only its own words.
 */
export const stageNamesEs = {
  propagation: 'Enraizamiento',
  veg: 'Vegetativo',
  flower: 'Floración',
  dry: 'Secado',
  cure: 'Curado',
  done: 'Terminado',
  lost: 'Perdido',
} as const satisfies StageNames;
