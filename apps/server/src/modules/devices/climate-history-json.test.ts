import { describe, expect, it } from 'vitest';
import { climateJsonFromJsonRows } from './climate-history-json.ts';

describe("climate history JSON from the database's JSON row arrays", () => {
  const write = (rows: string) => climateJsonFromJsonRows(Buffer.from(rows)).toString('utf8');

  it('writes no rows as an empty array', () => {
    expect(write('[]')).toBe('[]');
  });

  it('writes each row array as one point, keys in the answer order, the values as the database wrote them', () => {
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

  it("keeps nulls and PostgreSQL's spellings (-0, 1e-05, 1e+300) as they are", () => {
    const json = write('[[1,null,60,null,null,null],[2,-0,1e-05,1e+300,-1.5e-300,0]]');
    expect(json).toBe(
      '[{"timestamp":1,"temperature":null,"humidity":60,"co2":null,"vpd":null,"lightStatus":null},' +
        '{"timestamp":2,"temperature":-0,"humidity":1e-05,"co2":1e+300,"vpd":-1.5e-300,"lightStatus":0}]',
    );
    expect(JSON.parse(json)[1]).toStrictEqual({
      timestamp: 2,
      temperature: -0,
      humidity: 0.00001,
      co2: 1e300,
      vpd: -1.5e-300,
      lightStatus: 0,
    });
  });
});
