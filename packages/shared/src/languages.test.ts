import { describe, expect, it } from 'vitest';
import { LANGUAGE_INFO, LANGUAGES, isLanguage } from './languages.ts';

describe('languages', () => {
  it('offers en, ru, uk, he and es, with Hebrew alone right-to-left', () => {
    expect(LANGUAGES).toEqual(['en', 'ru', 'uk', 'he', 'es']);
    expect(LANGUAGES.filter((language) => LANGUAGE_INFO[language].dir === 'rtl')).toEqual(['he']);
  });

  it('uses he-IL and es-ES, and a day/month/year locale for English', () => {
    expect(LANGUAGE_INFO.he.locale).toBe('he-IL');
    expect(LANGUAGE_INFO.es.locale).toBe('es-ES');
    expect(LANGUAGE_INFO.en.locale).toBe('en-GB');
  });

  it('recognises only the five languages', () => {
    expect(isLanguage('he')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
