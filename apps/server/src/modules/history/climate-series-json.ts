import { CLIMATE_SERIES_ROW, type ClimateSeriesRow } from './history-series.ts';

/**
 * What goes before each value of a row: `{"ts":`, `,"temperature":`, ..., `,"min":{"temperature":` for
 * the first minimum, `},"max":{"temperature":` for the first maximum, and the plain key otherwise.
 */
const PREFIXES = CLIMATE_SERIES_ROW.map((field, i) => {
  const [group, key] = field.includes('.') ? field.split('.') : [null, field];
  const opensGroup = group !== null && CLIMATE_SERIES_ROW[i - 1]?.startsWith(`${group}.`) !== true;
  const lead = i === 0 ? '{' : group === 'max' && opensGroup ? '},' : ',';
  return `${lead}${opensGroup ? `${JSON.stringify(group)}:{` : ''}${JSON.stringify(key)}:`;
});

/** A value as JSON.stringify writes it: null, NaN and the infinities as null. */
const numberJson = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? 'null' : String(value);

/**
 * The climate series answer (climateSeriesSchema) as its bytes, written from the rows: a year of points
 * built as objects for the serializer cost more than the aggregate. Every character is ASCII, so the
 * Latin-1 encoding is the UTF-8 one, a plain copy.
 */
export function climateSeriesJson(rows: readonly ClimateSeriesRow[]): Buffer {
  let json = '[';
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r]!;
    if (r > 0) json += ',';
    for (let c = 0; c < PREFIXES.length; c += 1) json += PREFIXES[c]! + numberJson(row[c]);
    json += '}}';
  }
  return Buffer.from(json + ']', 'latin1');
}
