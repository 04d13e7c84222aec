import type { ClimateSeriesPoint } from '@canopy/shared/schemas/history';
import { describe, expect, it } from 'vitest';
import { climateSeriesJson } from './climate-series-json.ts';
import { climateSeriesRow } from './history-series.ts';

const point = (ts: number, value: number | null): ClimateSeriesPoint => ({
  ts,
  temperature: value,
  humidity: 55.125,
  co2: null,
  vpd: 0.001,
  light: 0.5,
  min: { temperature: value, humidity: 50, co2: null, vpd: 1e-5 },
  max: { temperature: 30.25, humidity: 60, co2: 1200, vpd: 2 },
});

describe('climate series JSON from rows', () => {
  it('writes no rows as an empty array', () => {
    expect(climateSeriesJson([]).toString()).toBe('[]');
  });

  it('writes the bytes JSON.stringify writes for the points, nulls and all', () => {
    const points = [point(1_768_392_000_000, 21.913), point(1_768_395_600_000, null), point(0, -3)];
    expect(climateSeriesJson(points.map(climateSeriesRow)).toString()).toBe(JSON.stringify(points));
  });

  it('writes NaN and the infinities as null, as JSON.stringify does', () => {
    const points = [point(1, Number.NaN), point(2, Number.POSITIVE_INFINITY)];
    expect(climateSeriesJson(points.map(climateSeriesRow)).toString()).toBe(JSON.stringify(points));
  });
});
