import type { TreatmentMethod } from './feeding.ts';
import type { Language } from './languages.ts';
import { treatmentMethodWordsEn } from './treatment-method-words/en.ts';
import { treatmentMethodWordsEs } from './treatment-method-words/es.ts';
import { treatmentMethodWordsHe } from './treatment-method-words/he.ts';
import { treatmentMethodWordsRu } from './treatment-method-words/ru.ts';
import { treatmentMethodWordsUk } from './treatment-method-words/uk.ts';

/** The word a person sees for each way a treatment is applied (the records keep only the keys). */
export type TreatmentMethodWords = Readonly<Record<TreatmentMethod, string>>;

/**
 * One table for the server's treatment and run report PDFs and the web app's feeding catalogs, so both
 * name a method alike; each language's words live in `treatment-method-words/<language>.ts`, which the
 * web's feeding catalog of that language reads.
 */
export const TREATMENT_METHOD_WORDS = {
  en: treatmentMethodWordsEn,
  es: treatmentMethodWordsEs,
  he: treatmentMethodWordsHe,
  ru: treatmentMethodWordsRu,
  uk: treatmentMethodWordsUk,
} as const satisfies Record<Language, TreatmentMethodWords>;
