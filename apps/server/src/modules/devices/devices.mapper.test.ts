import { describe, expect, it } from 'vitest';
import { createClimateDeviceMapper, toClimateDevice } from './devices.mapper.ts';
import type { DeviceRow } from './devices.types.ts';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

const reading = (temperature: number, socketStates: Record<string, string> = {}) =>
  JSON.stringify({
    temperature,
    humidity: 60,
    co2: 800,
    vpd: 1.1,
    light: 'Daylight',
    lightStatus: 1,
    dayStatus: 'day',
    preset: null,
    thresholds: {
      day: {
        temperature: { min: 18, max: 28 },
        humidity: { min: null, max: null },
        co2: { min: null, max: 1200 },
      },
      night: {
        temperature: { min: 16, max: 24 },
        humidity: { min: null, max: null },
        co2: { min: null, max: null },
      },
    },
    sockets: { temperature: 1, humidity: null, co2: null },
    socketStates,
    relays: null,
  });

const row = (latest: string | null): DeviceRow => ({
  id: 'climate-1',
  kind: 'climate',
  name: 'Tent_1',
  alerts_enabled: 1,
  cloud_online: 1,
  last_ts: NOW - 30_000,
  last_heard_at: NOW - 30_000,
  latest,
  config: null,
  firmware: null,
  power_state: null,
  updated_at: new Date(NOW).toISOString(),
});

describe('the climate device mapper that keeps each reading', () => {
  it('answers exactly what mapping the row afresh answers', () => {
    const map = createClimateDeviceMapper();
    for (const latest of [reading(22.5, { A: 'on' }), null]) {
      expect(map(row(latest), NOW)).toEqual(toClimateDevice(row(latest), NOW));
      expect(map(row(latest), NOW)).toEqual(toClimateDevice(row(latest), NOW));
    }
  });

  it('shows a changed reading on the very next call', () => {
    const map = createClimateDeviceMapper();
    expect(map(row(reading(22.5)), NOW).temperature).toBe(22.5);
    expect(map(row(reading(23.1, { A: 'off' })), NOW)).toMatchObject({
      temperature: 23.1,
      socketStates: { A: 'off' },
    });
    expect(map(row(null), NOW).temperature).toBeNull();
  });

  it('shares nothing a caller could change for the next answer', () => {
    const map = createClimateDeviceMapper();
    const device = map(row(reading(22.5)), NOW);
    expect(Object.isFrozen(device.functions)).toBe(true);
    expect(Object.isFrozen(device.thresholds.day.temperature)).toBe(true);
    expect(Object.isFrozen(device.sockets)).toBe(true);
    expect(Object.isFrozen(device.socketStates)).toBe(true);
    expect(() => device.functions.push('factoryReset')).toThrow(TypeError);
  });
});
