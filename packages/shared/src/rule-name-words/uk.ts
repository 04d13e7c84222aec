import type { RuleNameWords } from '../rule-name-words.ts';

/**
 * The words of the names Canopy gives its rules, in this language: a module of its own, so a language's
 * catalog carries only its own words.
 */
export const ruleNameWordsUk = {
  deviceThresholds: {
    temperature: 'Температура поза порогами пристрою',
    humidity: 'Вологість поза порогами пристрою',
    co2: 'CO2 поза порогами пристрою',
  },
  stale: {
    climate: 'Немає даних від кліматичного пристрою {{minutes}} хв',
    soil: 'Немає даних від датчика ґрунту {{minutes}} хв',
    water: 'Немає даних від лічильника води {{minutes}} хв',
  },
  leak: 'Протікання води',
  power: 'Відключення живлення: {{device}}',
} as const satisfies RuleNameWords;
