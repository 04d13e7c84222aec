import type { Stage } from './crop.ts';
import type { Language } from './languages.ts';
import { stageNamesEn } from './stage-names/en.ts';
import { stageNamesEs } from './stage-names/es.ts';
import { stageNamesHe } from './stage-names/he.ts';
import { stageNamesRu } from './stage-names/ru.ts';
import { stageNamesUk } from './stage-names/uk.ts';

/** The word a person sees for each stage key (DESIGN section 20: computation reads only the keys). */
export type StageNames = Readonly<Record<Stage, string>>;

/**
 * One table for the server's notifications and group labels and the web app's crop catalogs, so every
 * place names a stage alike; each language's words live in `stage-names/<language>.ts`, which the web's
 * crop catalog of that language reads.
 */
export const STAGE_NAMES = {
  en: stageNamesEn,
  es: stageNamesEs,
  he: stageNamesHe,
  ru: stageNamesRu,
  uk: stageNamesUk,
} as const satisfies Record<Language, StageNames>;
