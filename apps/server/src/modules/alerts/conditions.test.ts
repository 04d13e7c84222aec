import { describe, expect, it } from 'vitest';
import { parseReading } from '../telemetry/telemetry-parser.ts';
import { evaluateCondition, isWorse, type DeviceSnapshot, type RuleCondition } from './conditions.ts';

const NOW = Date.parse('2026-03-01T08:00:00.000Z');

const climate = (values: Record<string, unknown>): DeviceSnapshot => ({
  id: 'a1',
  name: 'Flower_Room_A',
  kind: 'climate',
  lastTs: NOW,
  powerLost: false,
  reading: parseReading('climate', {
    temperature: 24,
    humidity: 58,
    co2: 900,
    vpd: 1.2,
    dayStatus: 'day',
    thresholds: { day: { temperature: [22, 27], humidity: [50, 65] }, night: { temperature: [18, 22] } },
    ...values,
  }),
});
const water = (inflow: number | null, outflow: number | null): DeviceSnapshot => ({
  id: 'w1',
  name: 'Main_Line',
  kind: 'water',
  lastTs: NOW,
  powerLost: false,
  reading: parseReading('water', { in: { rate_lpm: inflow }, out: { rate_lpm: outflow } }),
});
const rule = (fields: Partial<RuleCondition>): RuleCondition => ({
  kind: 'threshold',
  metric: 'temperature',
  min: null,
  max: null,
  useDeviceThresholds: false,
  period: 'always',
  forMinutes: 0,
  ...fields,
});

describe('threshold conditions', () => {
  it('breaches above max and below min, with the limit crossed and its side', () => {
    expect(evaluateCondition(rule({ max: 26 }), climate({ temperature: 26.1 }), NOW)).toEqual({
      condition: 'breach',
      value: 26.1,
      limit: 26,
      direction: 'above',
    });
    expect(evaluateCondition(rule({ min: 20, max: 26 }), climate({ temperature: 19 }), NOW)).toMatchObject({
      condition: 'breach',
      limit: 20,
      direction: 'below',
    });
    expect(evaluateCondition(rule({ max: 26 }), climate({ temperature: 26 }), NOW).condition).toBe('clear');
  });

  it('decides nothing without a value', () => {
    expect(evaluateCondition(rule({ max: 26 }), climate({ temperature: null }), NOW).condition).toBe(
      'unknown',
    );
    expect(evaluateCondition(rule({ max: 26 }), { ...climate({}), reading: null }, NOW).condition).toBe(
      'unknown',
    );
  });

  it("uses the device's thresholds of the reading's phase", () => {
    const own = rule({ useDeviceThresholds: true });
    expect(evaluateCondition(own, climate({ temperature: 24, dayStatus: 'day' }), NOW).condition).toBe(
      'clear',
    );
    expect(evaluateCondition(own, climate({ temperature: 24, dayStatus: 'night' }), NOW)).toMatchObject({
      condition: 'breach',
      limit: 22,
    });
    // No phase, or a phase the device has no threshold for: nothing to judge by.
    expect(evaluateCondition(own, climate({ dayStatus: null, lightStatus: null }), NOW).condition).toBe(
      'unknown',
    );
    expect(
      evaluateCondition(rule({ metric: 'co2', useDeviceThresholds: true }), climate({ co2: 5000 }), NOW)
        .condition,
    ).toBe('unknown');
  });

  it('reads the phase from lightStatus when dayStatus is missing', () => {
    const own = rule({ useDeviceThresholds: true });
    expect(evaluateCondition(own, climate({ dayStatus: null, lightStatus: 0 }), NOW).condition).toBe(
      'breach',
    );
  });

  it('is clear outside its period', () => {
    const night = rule({ max: 20, period: 'night' });
    expect(evaluateCondition(night, climate({ temperature: 25, dayStatus: 'day' }), NOW).condition).toBe(
      'clear',
    );
    expect(evaluateCondition(night, climate({ temperature: 25, dayStatus: 'night' }), NOW).condition).toBe(
      'breach',
    );
  });

  it('ignores a soil probe out of the medium', () => {
    const soil: DeviceSnapshot = {
      id: 's1',
      name: 'Bed',
      kind: 'soil',
      lastTs: NOW,
      powerLost: false,
      reading: parseReading('soil', { moisture_pct: 1, in_medium: false }),
    };
    expect(evaluateCondition(rule({ metric: 'moisture_pct', min: 20 }), soil, NOW).condition).toBe('unknown');
  });

  it('reads water rates by their metric names', () => {
    expect(evaluateCondition(rule({ metric: 'inRate_lpm', max: 4 }), water(5, 1), NOW)).toMatchObject({
      condition: 'breach',
      value: 5,
    });
    expect(evaluateCondition(rule({ metric: 'outRate_lpm', min: 2 }), water(5, 1), NOW).condition).toBe(
      'breach',
    );
  });
});

describe('stale, leak and power conditions', () => {
  it('counts minutes without a reading', () => {
    const stale = rule({ kind: 'stale', metric: null, forMinutes: 20 });
    const device = (silentMs: number) => ({ ...climate({}), lastTs: NOW - silentMs });
    expect(evaluateCondition(stale, device(20 * 60_000), NOW).condition).toBe('clear');
    expect(evaluateCondition(stale, device(20 * 60_000 + 1), NOW)).toMatchObject({
      condition: 'breach',
      value: 20,
      limit: 20,
    });
    expect(evaluateCondition(stale, { ...climate({}), lastTs: null }, NOW).condition).toBe('unknown');
  });

  it('calls inflow without outflow a leak, and any flow above max', () => {
    const leak = rule({ kind: 'leak', metric: null });
    expect(evaluateCondition(leak, water(0.11, 0.04), NOW)).toMatchObject({
      condition: 'breach',
      value: 0.11,
    });
    expect(evaluateCondition(leak, water(0.1, 0), NOW).condition).toBe('clear');
    expect(evaluateCondition(leak, water(3, 0.05), NOW).condition).toBe('clear');
    expect(evaluateCondition(leak, water(null, 0), NOW).condition).toBe('unknown');
    expect(evaluateCondition({ ...leak, max: 10 }, water(12, 3), NOW)).toMatchObject({
      condition: 'breach',
      value: 12,
      limit: 10,
      direction: 'above',
    });
  });

  it('follows the power state', () => {
    const power = rule({ kind: 'power', metric: null });
    expect(evaluateCondition(power, { ...climate({}), powerLost: true }, NOW).condition).toBe('breach');
    expect(evaluateCondition(power, climate({}), NOW).condition).toBe('clear');
  });
});

describe('the worst value', () => {
  it('is the highest above a max and the lowest below a min', () => {
    expect(isWorse(30, 28, 'above')).toBe(true);
    expect(isWorse(27, 28, 'above')).toBe(false);
    expect(isWorse(10, 12, 'below')).toBe(true);
    expect(isWorse(null, 12, 'below')).toBe(false);
    expect(isWorse(5, null, null)).toBe(true);
  });
});
