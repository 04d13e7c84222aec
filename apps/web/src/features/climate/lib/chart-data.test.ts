import { describe, expect, it } from 'vitest';
import { historyPoint as row } from '../../../testing/devices/fake-devices-api';
import { toChartData } from './chart-data';

describe('chart data', () => {
  it('sorts by time, reads milliseconds as seconds, maps day/night to 1/0 and keeps gaps', () => {
    const data = toChartData([
      row(1_772_352_060_000, { temperature: 24, lightStatus: 0 }),
      row(1_772_352_000_000, { temperature: 23.5, lightStatus: 1 }),
    ]);
    expect(data.x).toEqual([1_772_352_000, 1_772_352_060]);
    expect(data.temperature).toEqual([23.5, 24]);
    expect(data.humidity).toEqual([null, null]);
    expect(data.dayNight).toEqual([1, 0]);
  });

  it('keeps rows already in time order as they are, an unknown phase as a gap', () => {
    const data = toChartData([
      row(1_772_352_000_000, { co2: 800, lightStatus: 1 }),
      row(1_772_352_060_000, { co2: 810 }),
      row(1_772_352_120_000, { vpd: 1.2 }),
    ]);
    expect(data.x).toEqual([1_772_352_000, 1_772_352_060, 1_772_352_120]);
    expect(data.co2).toEqual([800, 810, null]);
    expect(data.vpd).toEqual([null, null, 1.2]);
    expect(data.dayNight).toEqual([1, null, null]);
  });

  it('sorts out-of-order rows by time and keeps the order of rows with the same time', () => {
    const data = toChartData([
      row(1_772_352_120_000, { temperature: 3 }),
      row(1_772_352_000_000, { temperature: 1 }),
      row(1_772_352_060_000, { temperature: 2 }),
      row(1_772_352_000_000, { temperature: 1.5 }),
    ]);
    expect(data.x).toEqual([1_772_352_000, 1_772_352_000, 1_772_352_060, 1_772_352_120]);
    expect(data.temperature).toEqual([1, 1.5, 2, 3]);
  });
});
