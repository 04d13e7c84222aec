import { parseEventJson } from '@canopy/shared/device-contract';
import * as fixtures from '@canopy/shared/device-contract.fixtures';
import { describe, expect, it } from 'vitest';
import { parseClimate, parseSoil, parseWater } from './telemetry-parser.ts';

const json = (data: string) => parseEventJson(data)!;

describe('telemetry parsing of the contract fixtures', () => {
  it('reads the canonical climate payload', () => {
    const r = parseClimate(json(fixtures.CLIMATE_EVENT.data));
    expect(r).toMatchObject({
      temperature: 24.6,
      humidity: 58.2,
      co2: 812,
      vpd: 1.28,
      lightStatus: 1,
      dayStatus: 'day',
    });
    expect(r.relays).toEqual({ rA: 1, rD: 0, rC: 1, rL: 1, rb: 13 });
    expect(r.thresholds.night.co2).toEqual({ min: 400, max: 600 });
    expect(r.sockets).toEqual({ temperature: 1, humidity: 2, co2: 3 });
  });
  it('reads the legacy climate payload with flat keys, strings and aliases', () => {
    const r = parseClimate(json(fixtures.CLIMATE_EVENT_LEGACY.data));
    expect(r).toMatchObject({
      temperature: 21.5,
      humidity: 61,
      co2: 640,
      lightStatus: 0,
      dayStatus: 'night',
      light: 'Nighttime',
    });
    expect(r.thresholds.day.temperature).toEqual({ min: 22, max: 27 });
    expect(r.thresholds.night.co2).toEqual({ min: null, max: 600 });
    expect(r.relays).toBeNull();
  });
  it('reads soil', () => {
    expect(parseSoil(json(fixtures.SOIL_EVENT.data))).toEqual({
      moisture_pct: 41.25,
      temp_c: 22.1,
      ec_mscm: 1.432,
      ph: 6.28,
      n_mgkg: 115,
      p_mgkg: 43,
      k_mgkg: 158,
      in_medium: true,
    });
  });
  it('reads water in both the nested and the flat legacy shape', () => {
    const expected = { in: { rate_lpm: 5.12, total_l: 1234.56 }, out: { rate_lpm: 1.02, total_l: 240.1 } };
    expect(parseWater(json(fixtures.WATER_EVENT.data))).toMatchObject({ ...expected, fw: '1.4.2' });
    expect(parseWater(json(fixtures.WATER_EVENT_LEGACY.data))).toMatchObject({ ...expected, fw: '1.3.0' });
  });
  it.each([
    ['inRate_lpm', 'outRate_lpm'],
    ['inRate', 'outRate'],
    ['inRateLpm', 'outRateLpm'],
  ])('reads the flat water rates spelt %s and %s', (inKey, outKey) => {
    const r = parseWater({ [inKey]: 5.12, inTotal: 1234.56, [outKey]: '1.02', outTotal: 240.1 });
    expect(r).toMatchObject({
      in: { rate_lpm: 5.12, total_l: 1234.56 },
      out: { rate_lpm: 1.02, total_l: 240.1 },
    });
  });
  it('reads `temp` as the socket driving temperature', () => {
    expect(parseClimate({ sockets: { temp: 1, humidity: 2, co2: 3 } }).sockets).toEqual({
      temperature: 1,
      humidity: 2,
      co2: 3,
    });
  });
});
