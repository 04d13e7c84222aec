import type { ParseKeys } from 'i18next';

/** A key of the English catalog, for values that hold a key before it is given to `t`. */
export type TranslationKey = ParseKeys;
