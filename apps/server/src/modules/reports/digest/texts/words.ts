import type { Language } from '@canopy/shared/languages';
import type { Placeholders, Template } from '../../../notifications/messages/catalog.ts';
import type { en } from './en.ts';

/** Every language's digest words: the English keys, each text carrying the English placeholders. */
export type DigestWords = {
  readonly [K in keyof typeof en]: Template<Placeholders<(typeof en)[K]>>;
};

export type DigestWordsByLanguage = Record<Language, DigestWords>;
