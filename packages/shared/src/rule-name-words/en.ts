import type { RuleNameWords } from '../rule-name-words.ts';

/**
 * The words of the names Canopy gives its rules, in this language: a module of its own, so a language's
 * catalog carries only its own words.
 */
export const ruleNameWordsEn = {
  deviceThresholds: {
    temperature: 'Temperature outside the device thresholds',
    humidity: 'Humidity outside the device thresholds',
    co2: 'CO2 outside the device thresholds',
  },
  stale: {
    climate: 'No data from a climate device for {{minutes}} min',
    soil: 'No data from a soil device for {{minutes}} min',
    water: 'No data from a water device for {{minutes}} min',
  },
  leak: 'Water leak',
  power: 'Power failure: {{device}}',
} as const satisfies RuleNameWords;
