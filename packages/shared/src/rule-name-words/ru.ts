import type { RuleNameWords } from '../rule-name-words.ts';

/**
 * The words of the names Canopy gives its rules, in this language: a module of its own, so a language's
 * catalog carries only its own words.
 */
export const ruleNameWordsRu = {
  deviceThresholds: {
    temperature: 'Температура вне порогов устройства',
    humidity: 'Влажность вне порогов устройства',
    co2: 'CO2 вне порогов устройства',
  },
  stale: {
    climate: 'Нет данных от климатического устройства {{minutes}} мин',
    soil: 'Нет данных от датчика почвы {{minutes}} мин',
    water: 'Нет данных от счётчика воды {{minutes}} мин',
  },
  leak: 'Протечка воды',
  power: 'Отключение питания: {{device}}',
} as const satisfies RuleNameWords;
