import { describe, expect, it } from 'vitest';
import type { Language } from '@canopy/shared/languages';
import { createI18n } from '../../i18n/i18n';
import { catalogs } from '../../i18n/resources';
import { amountText, doseText, severityKey, volumeText } from './feeding-format';

const tIn = (language: Language) => createI18n(language, catalogs).getFixedT(language);

describe('feeding figures', () => {
  it('writes doses, volumes and amounts with their unit in English', () => {
    const t = tIn('en');
    expect(doseText(t, 'en', 2, 'ml/L')).toBe('2 ml/L');
    expect(doseText(t, 'en', 0.125, 'g/L')).toBe('0.125 g/L');
    expect(volumeText(t, 'en', 12, 'L')).toBe('12 L');
    expect(volumeText(t, 'en', 3.2, 'gal')).toBe('3.2 gal');
    expect(amountText(t, 'en', 240, 'ml')).toBe('240 ml');
    expect(amountText(t, 'en', 35.04, 'g')).toBe('35 g');
    expect(amountText(t, 'en', 5000, 'units')).toBe('5,000 units');
    expect(doseText(t, 'en', 2500.4, 'units')).toBe('2,500 units');
  });

  it("uses the reader's separators and unit words", () => {
    expect(volumeText(tIn('ru'), 'ru', 3.25, 'gal')).toBe('3,25 гал');
    expect(amountText(tIn('uk'), 'uk', 5000, 'units')).toBe('5\u00a0000 шт.');
    expect(doseText(tIn('es'), 'es', 1.5, 'ml/L')).toBe('1,5 ml/L');
    expect(doseText(tIn('he'), 'he', 2, 'ml/L')).toBe('2 מ״ל/ליטר');
    expect(amountText(tIn('he'), 'he', 5000, 'units')).toBe('5,000 יחידות');
  });

  it('names each severity 0-3, and reads one off the scale as its nearest end', () => {
    const t = tIn('en');
    expect([0, 1, 2, 3].map((severity) => t(severityKey(severity)))).toEqual([
      'None',
      'Low',
      'Moderate',
      'Severe',
    ]);
    expect(severityKey(7)).toBe('feeding.severity.severe');
    expect(severityKey(-1)).toBe('feeding.severity.none');
  });
});
