import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import { catalogs } from '../../../i18n/resources';
import { steeringFormat } from './steering-format';

const english = steeringFormat(createI18n('en', catalogs).t, 'en', 'Asia/Jerusalem');

describe('steeringFormat', () => {
  it('writes minutes after lights-on in hours and minutes, leaving out a part that is zero', () => {
    expect(english.afterLightsOn(70)).toBe('+1 h 10 min after lights-on');
    expect(english.afterLightsOn(120)).toBe('+2 h after lights-on');
    expect(english.afterLightsOn(45.4)).toBe('+45 min after lights-on');
    expect(english.afterLightsOn(-15)).toBe('−15 min after lights-on');
    expect(english.afterLightsOn(null)).toBe('—');
  });

  it('writes the lights on the site clock, "—" for the one that did not change', () => {
    expect(english.lights({ lightsOn: '2026-11-18T04:00:00.000Z', lightsOff: null })).toBe('06:00 / —');
    expect(english.lights({ lightsOn: null, lightsOff: null })).toBe('—');
  });

  it('calls an EC steady when its two decimals read the same, whatever the third', () => {
    expect(english.ecChange(2.1, 2.4)).toEqual({ start: '2.10', end: '2.40', direction: 'up' });
    expect(english.ecChange(1.87, 1.19)).toEqual({ start: '1.87', end: '1.19', direction: 'down' });
    expect(english.ecChange(1.873, 1.866)).toEqual({ start: '1.87', end: '1.87', direction: 'flat' });
    expect(english.ecChange(1.894, 1.886)).toEqual({ start: '1.89', end: '1.89', direction: 'flat' });
  });
});
