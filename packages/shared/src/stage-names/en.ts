import type { StageNames } from '../stage-names.ts';

/**
 * The words for a run's stages in this language: a module of its own, so a language's catalog carries
 * only its own words.
 */
export const stageNamesEn = {
  propagation: 'Propagation',
  veg: 'Veg',
  flower: 'Flower',
  dry: 'Dry',
  cure: 'Cure',
  done: 'Done',
  lost: 'Lost',
} as const satisfies StageNames;
