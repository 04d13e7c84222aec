import { describe, expect, it } from 'vitest';
import { lightStatusOf, parseRange, parseThresholds } from './thresholds.ts';

describe('threshold values', () => {
  it('read "min,max" strings, arrays, {min,max} objects and single values', () => {
    expect(parseRange('18.0,25.0')).toEqual({ min: 18, max: 25 });
    expect(parseRange(' 40 , 60 ')).toEqual({ min: 40, max: 60 });
    expect(parseRange([400, '1000'])).toEqual({ min: 400, max: 1000 });
    expect(parseRange({ min: 1, max: 2 })).toEqual({ min: 1, max: 2 });
    expect(parseRange(900)).toEqual({ min: null, max: 900 });
    expect(parseRange('900')).toEqual({ min: null, max: 900 });
  });
  it('give nulls for missing or unreadable parts', () => {
    expect(parseRange(undefined)).toEqual({ min: null, max: null });
    expect(parseRange('a,b')).toEqual({ min: null, max: null });
    expect(parseRange('18,')).toEqual({ min: 18, max: null });
  });
});

describe('thresholds', () => {
  it('read day/night objects, with the temp alias', () => {
    const t = parseThresholds({
      thresholds: { day: { temp: '22,27', humidity: [50, 65], co2: '800,1200' }, night: { temperature: 20 } },
    });
    expect(t.day).toEqual({
      temperature: { min: 22, max: 27 },
      humidity: { min: 50, max: 65 },
      co2: { min: 800, max: 1200 },
    });
    expect(t.night.temperature).toEqual({ min: null, max: 20 });
    expect(t.night.co2).toEqual({ min: null, max: null });
  });
  it('read the old flat keys, at the top level or inside thresholds', () => {
    const flat = {
      tempDay: '22,27',
      humDay: '50,65',
      co2Day: [800, 1200],
      tempNight: '18,22',
      humNight: 60,
      co2Night: '400,600',
    };
    for (const source of [flat, { thresholds: flat }]) {
      const t = parseThresholds(source);
      expect(t.day.co2).toEqual({ min: 800, max: 1200 });
      expect(t.night.humidity).toEqual({ min: null, max: 60 });
      expect(t.night.temperature).toEqual({ min: 18, max: 22 });
    }
  });
  it('give empty ranges for nothing at all', () => {
    expect(parseThresholds(null).day.temperature).toEqual({ min: null, max: null });
  });
});

describe('light status', () => {
  it('maps day, on, 1, true to 1 and night, off, 0, false to 0', () => {
    for (const v of ['day', 'on', 1, true, 'Daylight']) expect(lightStatusOf(v)).toBe(1);
    for (const v of ['night', 'off', 0, false, 'Nighttime']) expect(lightStatusOf(v)).toBe(0);
    expect(lightStatusOf('dusk')).toBeNull();
  });
});
