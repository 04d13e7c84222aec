import { describe, expect, it } from 'vitest';
import { waterSeriesJson } from './water-series-json.ts';

const round3 = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

/** The answer as the objects and JSON.stringify wrote it before: the bytes must not change. */
function stringified(deviceId: string, step: string, rows: (number | null)[][]) {
  return JSON.stringify({
    deviceId,
    step,
    points: rows.map(([ts, inRate, inTotal, outRate, outTotal, count]) => ({
      ts,
      in: { rate_lpm: round3(inRate!), total_l: inTotal },
      out: { rate_lpm: round3(outRate!), total_l: outTotal },
      count,
    })),
  });
}

describe('the water series answer written from the aggregate cells', () => {
  const rows = [
    [1767873600000, 1 / 3, 10.75, 2.0015, 1e21, 15],
    [1767874500000, null, null, 0.0004, 0, 1],
    [1767875400000, -2.5, 1e-7, 1234.5678, -0, 3],
  ];

  it('is byte for byte what JSON.stringify wrote for the objects, from numbers (SQLite)', () => {
    expect(waterSeriesJson('abc123', '15m', rows).toString('utf8')).toBe(stringified('abc123', '15m', rows));
  });

  it('is the same from PostgreSQL texts, whatever their spelling of a number', () => {
    const texts = [
      ['1767873600000', '0.3333333333333333', '10.75', '2.0015', '1e+21', '15'],
      ['1767874500000', null, null, '0.0004', '0', '1'],
      ['1767875400000', '-2.5', '1e-07', '1234.5678', '-0', '3'],
    ];
    expect(waterSeriesJson('abc123', '15m', texts).toString('utf8')).toBe(stringified('abc123', '15m', rows));
  });

  it('writes no buckets as no points, NaN and the infinities as null, and any device id as UTF-8', () => {
    expect(waterSeriesJson('a"b', '1m', []).toString('utf8')).toBe(
      '{"deviceId":"a\\"b","step":"1m","points":[]}',
    );
    const odd = JSON.parse(
      waterSeriesJson('zähler', '1h', [['1', 'NaN', 'Infinity', '-Infinity', null, '2']]).toString('utf8'),
    );
    expect(odd).toStrictEqual({
      deviceId: 'zähler',
      step: '1h',
      points: [
        { ts: 1, in: { rate_lpm: null, total_l: null }, out: { rate_lpm: null, total_l: null }, count: 2 },
      ],
    });
  });
});
