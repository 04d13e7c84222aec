import type { Language } from '@canopy/shared/languages';
import { en } from './en.ts';
import { es } from './es.ts';
import { he } from './he.ts';
import { ru } from './ru.ts';
import { uk } from './uk.ts';
import type { DigestWords } from './words.ts';

export type { DigestWords } from './words.ts';

/** The weekly digest's words in each language the server writes in. */
export const DIGEST_WORDS: Record<Language, DigestWords> = { en, ru, uk, he, es };
