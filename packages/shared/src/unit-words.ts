import type { TreatmentUnit, VolumeUnit } from './feeding.ts';
import type { Language } from './languages.ts';
import { unitWordsEn } from './unit-words/en.ts';
import { unitWordsEs } from './unit-words/es.ts';
import { unitWordsHe } from './unit-words/he.ts';
import { unitWordsRu } from './unit-words/ru.ts';
import { unitWordsUk } from './unit-words/uk.ts';

/** A unit as written after a number: doses (ml/L, g/L), a treatment's amounts and volumes (L, gal). */
export type UnitWords = Readonly<Record<TreatmentUnit | VolumeUnit, string>>;

/**
 * One table for the server's treatment and run report PDFs and the web app's feeding catalogs, so both
 * write a unit alike; each language's words live in `unit-words/<language>.ts`, which the web's feeding
 * catalog of that language reads.
 */
export const UNIT_WORDS = {
  en: unitWordsEn,
  es: unitWordsEs,
  he: unitWordsHe,
  ru: unitWordsRu,
  uk: unitWordsUk,
} as const satisfies Record<Language, UnitWords>;
