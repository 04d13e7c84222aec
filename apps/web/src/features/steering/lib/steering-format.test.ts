import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import { catalogs } from '../../../i18n/resources';
import { ecDirection, steeringFormat } from './steering-format';

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
});

describe('ecDirection', () => {
  it('goes by the two decimals shown, so an arrow never contradicts the figures beside it', () => {
    expect(ecDirection(0.3)).toBe('up');
    expect(ecDirection(-0.01)).toBe('down');
    expect(ecDirection(0.004)).toBe('flat');
    expect(ecDirection(-0.004)).toBe('flat');
  });
});
