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
});
