import { describe, expect, it } from 'vitest';
import {
  clockMinutes,
  inQuietHours,
  isAlertMetric,
  isMetricOf,
  metricText,
  rangePosition,
  severityAtLeast,
} from './alerts.ts';
import { alertRuleBodySchema } from './schemas/alerts.ts';

describe('quiet hours', () => {
  it('span the evening, or midnight when from is after to; equal ends mean none', () => {
    const evening = { from: '18:00', to: '22:30' };
    expect(inQuietHours(evening, clockMinutes('18:00'))).toBe(true);
    expect(inQuietHours(evening, clockMinutes('22:30'))).toBe(false);
    const night = { from: '22:00', to: '06:00' };
    expect(inQuietHours(night, clockMinutes('23:59'))).toBe(true);
    expect(inQuietHours(night, clockMinutes('05:59'))).toBe(true);
    expect(inQuietHours(night, clockMinutes('12:00'))).toBe(false);
    expect(inQuietHours({ from: '08:00', to: '08:00' }, clockMinutes('08:00'))).toBe(false);
    expect(inQuietHours(null, 0)).toBe(false);
  });
});

describe('limits and severities', () => {
  it('places a value against a range with either bound missing', () => {
    expect(rangePosition(5, { min: null, max: 4 })).toBe('above');
    expect(rangePosition(3, { min: 4, max: null })).toBe('below');
    expect(rangePosition(4, { min: 4, max: 4 })).toBe('inside');
    expect(rangePosition(null, { min: 1, max: 2 })).toBe('unknown');
    expect(rangePosition(Number.NaN, { min: 1, max: 2 })).toBe('unknown');
  });

  it('orders severities and knows each type its metrics', () => {
    expect(severityAtLeast('critical', 'warning')).toBe(true);
    expect(severityAtLeast('warning', 'critical')).toBe(false);
    expect(isMetricOf('soil', 'ph')).toBe(true);
    expect(isMetricOf('climate', 'ph')).toBe(false);
  });
});

describe('the rule schema the form and the server share', () => {
  it('fills the defaults of a minimal rule', () => {
    expect(
      alertRuleBodySchema.parse({
        name: 'Hot',
        kind: 'threshold',
        deviceType: 'climate',
        metric: 'temperature',
        max: 26,
      }),
    ).toMatchObject({
      deviceId: null,
      min: null,
      forMinutes: 0,
      clearMinutes: 2,
      repeatMinutes: 30,
      enabled: true,
    });
  });

  it('takes a leak rule with a max flow and a stale rule of a week', () => {
    expect(
      alertRuleBodySchema.safeParse({ name: 'L', kind: 'leak', deviceType: 'water', max: 12 }).success,
    ).toBe(true);
    expect(
      alertRuleBodySchema.safeParse({ name: 'S', kind: 'stale', deviceType: 'water', forMinutes: 10_080 })
        .success,
    ).toBe(true);
    expect(
      alertRuleBodySchema.safeParse({ name: 'L', kind: 'leak', deviceType: 'water', min: 1 }).success,
    ).toBe(false);
  });
});

describe('metric values as text', () => {
  it("writes each metric's decimals and unit", () => {
    expect(metricText('temperature', 27.46)).toBe('27.5 °C');
    expect(metricText('co2', 1499.6)).toBe('1500 ppm');
    expect(metricText('inRate_lpm', 3)).toBe('3.00 L/min');
  });

  it('knows the metrics of every device type, and nothing else', () => {
    expect(isAlertMetric('ec_mscm')).toBe(true);
    expect(isAlertMetric('outRate_lpm')).toBe(true);
    expect(isAlertMetric('light')).toBe(false);
    expect(isAlertMetric(null)).toBe(false);
  });
});
