import { describe, expect, it } from 'vitest';
import { DOSE_UNITS, VOLUME_UNITS } from '@canopy/shared/feeding';
import { createI18n } from '../../i18n/i18n';
import { catalogs } from '../../i18n/resources';
import {
  productKindOptions,
  scoutingKindOptions,
  severityOptions,
  treatmentMethodOptions,
  unitOptions,
} from './feeding-options';

describe('feeding options', () => {
  it('offers every key of the contract with its word', () => {
    const t = createI18n('en', catalogs).getFixedT('en');
    expect(productKindOptions(t).map((option) => option.label)).toEqual([
      'Nutrient',
      'Additive',
      'Pesticide',
      'Biological',
      'Other',
    ]);
    expect(scoutingKindOptions(t).map((option) => option.value)).toEqual([
      'insect',
      'mite',
      'fungus',
      'virus',
      'deficiency',
      'other',
    ]);
    expect(treatmentMethodOptions(t)[1]).toEqual({ value: 'drench', label: 'Drench' });
    expect(unitOptions(t, DOSE_UNITS)).toEqual([
      { value: 'ml/L', label: 'ml/L' },
      { value: 'g/L', label: 'g/L' },
    ]);
    expect(severityOptions(t).map((option) => [option.value, option.label])).toEqual([
      ['0', '0 · None'],
      ['1', '1 · Low'],
      ['2', '2 · Moderate'],
      ['3', '3 · Severe'],
    ]);
  });

  it('reads in Hebrew', () => {
    const t = createI18n('he', catalogs).getFixedT('he');
    expect(unitOptions(t, VOLUME_UNITS).map((option) => option.label)).toEqual(['ליטר', 'גלון']);
    expect(severityOptions(t)[3]!.label).toBe('3 · חמורה');
    expect(productKindOptions(t)[2]!.label).toBe('חומר הדברה');
  });
});
