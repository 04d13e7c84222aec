import type { AlertDeviceType, DeviceThresholdMetric } from './alerts.ts';
import type { Language } from './languages.ts';
import { ruleNameWordsEn } from './rule-name-words/en.ts';
import { ruleNameWordsEs } from './rule-name-words/es.ts';
import { ruleNameWordsHe } from './rule-name-words/he.ts';
import { ruleNameWordsRu } from './rule-name-words/ru.ts';
import { ruleNameWordsUk } from './rule-name-words/uk.ts';

/** The words of the names Canopy gives the rules it makes (`rule-names.ts`), in each language. */
export interface RuleNameWords {
  deviceThresholds: Record<DeviceThresholdMetric, string>;
  stale: Record<AlertDeviceType, string>;
  leak: string;
  /** `{{device}}`: the device as the devices page names it. */
  power: string;
}

/**
 * One table for the server's messages and the web app's catalogs, so both word a name alike; each
 * language's words live in `rule-name-words/<language>.ts`, which the web's catalog of that language reads.
 */
export const RULE_NAME_WORDS = {
  en: ruleNameWordsEn,
  es: ruleNameWordsEs,
  he: ruleNameWordsHe,
  ru: ruleNameWordsRu,
  uk: ruleNameWordsUk,
} as const satisfies Record<Language, RuleNameWords>;
