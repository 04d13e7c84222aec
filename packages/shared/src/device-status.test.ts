import { describe, expect, it } from 'vitest';
import { CLIMATE_ONLINE_WINDOW_MS, SOIL_ONLINE_WINDOW_MS } from './constants.ts';
import { climateStatus, soilStatus, toEpochMs, waterStatus } from './device-status.ts';

const now = Date.parse('2026-03-01T12:00:00.000Z');

describe('timestamps', () => {
  it('reads numbers below 1e12 as seconds and the rest as milliseconds', () => {
    expect(toEpochMs(999_999_999_999)).toBe(999_999_999_999_000);
    expect(toEpochMs(1e12)).toBe(1e12);
    expect(toEpochMs(now / 1000)).toBe(now);
    expect(toEpochMs(String(now))).toBe(now);
  });
  it('reads ISO strings and refuses garbage, zero and missing values', () => {
    expect(toEpochMs('2026-03-01T12:00:00.000Z')).toBe(now);
    expect(toEpochMs('soon')).toBeNull();
    expect(toEpochMs(0)).toBeNull();
    expect(toEpochMs(undefined)).toBeNull();
    expect(toEpochMs(null)).toBeNull();
  });
});

describe('climate devices', () => {
  it('are online exactly up to 15 minutes after the last reading, then offline', () => {
    expect(climateStatus(now - CLIMATE_ONLINE_WINDOW_MS, now)).toBe('online');
    expect(climateStatus(now - CLIMATE_ONLINE_WINDOW_MS - 1, now)).toBe('offline');
  });
  it('accept a timestamp in seconds', () => {
    expect(climateStatus((now - 60_000) / 1000, now)).toBe('online');
  });
  it('are offline without any timestamp', () => {
    expect(climateStatus(undefined, now)).toBe('offline');
  });
});

describe('soil devices', () => {
  it('are online up to 600000 ms after the last data, then offline', () => {
    expect(soilStatus(now - SOIL_ONLINE_WINDOW_MS, now)).toBe('online');
    expect(soilStatus(now - SOIL_ONLINE_WINDOW_MS - 1, now)).toBe('offline');
  });
});

describe('water devices', () => {
  it('are online whenever they have a last timestamp, however old', () => {
    expect(waterStatus(now - 30 * 86_400_000)).toBe('online');
  });
  it('are unknown without one', () => {
    expect(waterStatus(null)).toBe('unknown');
  });
});
