import { describe, expect, it } from 'vitest';
import { climateJsonFromJsonRows, climateJsonFromTextRows } from './climate-history-json.ts';

describe('climate history JSON from PostgreSQL text rows', () => {
  it('writes no rows as an empty array', () => {
    expect(climateJsonFromTextRows([]).toString()).toBe('[]');
  });

  it('writes each row as one point, keys in the answer order, the texts as the numbers', () => {
    const json = climateJsonFromTextRows([
      ['1768392000000', '21.91', '50.45', '766.94', '1.16', '1'],
      ['1768392060000', '-0.5', '1e-05', '1e+300', '-1.5e-300', '0'],
    ]).toString('utf8');
    expect(json).toBe(
      '[{"timestamp":1768392000000,"temperature":21.91,"humidity":50.45,"co2":766.94,"vpd":1.16,"lightStatus":1},' +
        '{"timestamp":1768392060000,"temperature":-0.5,"humidity":1e-05,"co2":1e+300,"vpd":-1.5e-300,"lightStatus":0}]',
    );
    expect(JSON.parse(json)[1]).toStrictEqual({
      timestamp: 1768392060000,
      temperature: -0.5,
      humidity: 0.00001,
      co2: 1e300,
      vpd: -1.5e-300,
      lightStatus: 0,
    });
  });

  it('writes NULL, NaN and the infinities as null, as JSON.stringify does, so the answer stays JSON', () => {
    const json = climateJsonFromTextRows([['1', null, 'NaN', 'Infinity', '-Infinity', null]]).toString();
    expect(JSON.parse(json)).toStrictEqual([
      { timestamp: 1, temperature: null, humidity: null, co2: null, vpd: null, lightStatus: null },
    ]);
    // A negative number is not mistaken for -Infinity.
    expect(
      JSON.parse(climateJsonFromTextRows([['1', '-2', '-0', '0', '-9e-05', '1']]).toString())[0],
    ).toStrictEqual({
      timestamp: 1,
      temperature: -2,
      humidity: -0,
      co2: 0,
      vpd: -0.00009,
      lightStatus: 1,
    });
  });
});

describe('climate history JSON from SQLite JSON row arrays', () => {
  const write = (rows: string) => climateJsonFromJsonRows(Buffer.from(rows)).toString('utf8');

  it('writes no rows as an empty array', () => {
    expect(write('[]')).toBe('[]');
  });

  it('writes each row array as one point, keys in the answer order, the values as SQLite wrote them', () => {
    const json = write(
      '[[1768392000000,21.91,50.45,766.94,1.16,1],[1768392060000,22.0,1.0e-05,1.0e+300,-0.5,0]]',
    );
    expect(json).toBe(
      '[{"timestamp":1768392000000,"temperature":21.91,"humidity":50.45,"co2":766.94,"vpd":1.16,"lightStatus":1},' +
        '{"timestamp":1768392060000,"temperature":22.0,"humidity":1.0e-05,"co2":1.0e+300,"vpd":-0.5,"lightStatus":0}]',
    );
    expect(JSON.parse(json)[1]).toStrictEqual({
      timestamp: 1768392060000,
      temperature: 22,
      humidity: 0.00001,
      co2: 1e300,
      vpd: -0.5,
      lightStatus: 0,
    });
  });

  it('gives the same points as the PostgreSQL texts do, nulls included', () => {
    const fromJson = write('[[1,null,60,null,null,null],[2,0.30000000000000004,0,1234.5678,0,0]]');
    const fromTexts = climateJsonFromTextRows([
      ['1', null, '60', null, null, null],
      ['2', '0.30000000000000004', '0', '1234.5678', '0', '0'],
    ]).toString('utf8');
    expect(fromJson).toBe(fromTexts);
    expect(JSON.parse(fromJson)[0]).toStrictEqual({
      timestamp: 1,
      temperature: null,
      humidity: 60,
      co2: null,
      vpd: null,
      lightStatus: null,
    });
  });
});
