import { describe, expect, it } from 'vitest';
import { toChartData } from './chart-data';

describe('chart data', () => {
  it('sorts by time, reads seconds and milliseconds, maps day/night to 1/0 and keeps gaps', () => {
    const data = toChartData([
      { timestamp: 1_772_352_060_000, temperature: 24, lightStatus: 'night' },
      { timestamp: 1_772_352_000, temperature: '23.5', humidity: null, lightStatus: 1 },
    ]);
    expect(data.x).toEqual([1_772_352_000, 1_772_352_060]);
    expect(data.temperature).toEqual([23.5, 24]);
    expect(data.humidity).toEqual([null, null]);
    expect(data.dayNight).toEqual([1, 0]);
  });

  it('keeps rows already in time order as they are and drops rows without a usable time', () => {
    const data = toChartData([
      { timestamp: 1_772_352_000, co2: 800, lightStatus: 'day' },
      { timestamp: 'not a time', co2: 900 },
      { timestamp: 1_772_352_060, co2: '810', vpd: '', lightStatus: 'unknown' },
      { timestamp: 1_772_352_120, co2: 'n/a', vpd: 1.2 },
    ]);
    expect(data.x).toEqual([1_772_352_000, 1_772_352_060, 1_772_352_120]);
    expect(data.co2).toEqual([800, 810, null]);
    expect(data.vpd).toEqual([null, null, 1.2]);
    expect(data.dayNight).toEqual([1, null, null]);
  });

  it('sorts out-of-order rows by time and keeps the order of rows with the same time', () => {
    const data = toChartData([
      { timestamp: 1_772_352_120, temperature: 3 },
      { timestamp: 1_772_352_000, temperature: 1 },
      { timestamp: 1_772_352_060_000, temperature: 2 },
      { timestamp: 1_772_352_000_000, temperature: 1.5 },
    ]);
    expect(data.x).toEqual([1_772_352_000, 1_772_352_000, 1_772_352_060, 1_772_352_120]);
    expect(data.temperature).toEqual([1, 1.5, 2, 3]);
  });
});
