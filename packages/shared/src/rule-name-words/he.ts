import type { RuleNameWords } from '../rule-name-words.ts';

/**
 * The words of the names Canopy gives its rules, in this language: a module of its own, so a language's
 * catalog carries only its own words.
 */
export const ruleNameWordsHe = {
  deviceThresholds: {
    temperature: 'טמפרטורה מחוץ לספים של המכשיר',
    humidity: 'לחות מחוץ לספים של המכשיר',
    co2: 'CO2 מחוץ לספים של המכשיר',
  },
  stale: {
    climate: 'אין נתונים ממכשיר אקלים כבר {{minutes}} דק׳',
    soil: 'אין נתונים מחיישן קרקע כבר {{minutes}} דק׳',
    water: 'אין נתונים ממד מים כבר {{minutes}} דק׳',
  },
  leak: 'דליפת מים',
  power: 'הפסקת חשמל: {{device}}',
} as const satisfies RuleNameWords;
