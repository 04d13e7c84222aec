import type { RuleNameWords } from '../rule-name-words.ts';

/**
 * The words of the names Canopy gives its rules, in this language: a module of its own, so a language's
 * catalog carries only its own words.
 */
export const ruleNameWordsEs = {
  deviceThresholds: {
    temperature: 'Temperatura fuera de los umbrales del dispositivo',
    humidity: 'Humedad fuera de los umbrales del dispositivo',
    co2: 'CO2 fuera de los umbrales del dispositivo',
  },
  stale: {
    climate: 'Sin datos de un dispositivo de clima durante {{minutes}} min',
    soil: 'Sin datos de un sensor de suelo durante {{minutes}} min',
    water: 'Sin datos de un medidor de agua durante {{minutes}} min',
  },
  leak: 'Fuga de agua',
  power: 'Corte de corriente: {{device}}',
} as const satisfies RuleNameWords;
