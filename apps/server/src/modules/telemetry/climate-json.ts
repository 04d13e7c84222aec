/** The keys of a climate history point, in the order of the answer (`climateHistoryPointSchema`). */
export const CLIMATE_KEYS = ['timestamp', 'temperature', 'humidity', 'co2', 'vpd', 'lightStatus'] as const;

/** What goes before each column's value in a point: `{"timestamp":`, then `,"temperature":` and so on. */
const PREFIXES = CLIMATE_KEYS.map((key, i) => `${i === 0 ? '{' : ','}${JSON.stringify(key)}:`);

const N = 78; // 'N' of NaN
const I = 73; // 'I' of Infinity
const MINUS = 45;

/**
 * A numeric column's PostgreSQL text as JSON. float8, integer and bigint texts are JSON numbers
 * (`21.91`, `1e-05`, `1768392000000`), except NaN and the infinities, which JSON cannot spell: they
 * become null, as JSON.stringify writes them. NULL is null.
 */
function jsonNumber(text: string | null): string {
  if (text === null) return 'null';
  const first = text.charCodeAt(0);
  if (first === N || first === I || (first === MINUS && text.charCodeAt(1) === I)) return 'null';
  return text;
}

/**
 * The climate history answer from PostgreSQL's text rows (columns in CLIMATE_KEYS order), as its
 * UTF-8 bytes: for a day's 1,440 readings this costs a fraction of what json_agg cost the server, and
 * the rows stream in while the server is still reading the next ones (docs/performance.md). Every
 * character is ASCII (the keys, digits, signs, '.', 'e', null), so the Latin-1 encoding is the UTF-8
 * one, and it is a plain copy where encoding the string as UTF-8 at send time scanned it twice.
 */
export function climateJsonFromTextRows(rows: readonly (readonly (string | null)[])[]): Buffer {
  let json = '[';
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r]!;
    if (r > 0) json += ',';
    for (let c = 0; c < PREFIXES.length; c += 1) json += PREFIXES[c]! + jsonNumber(row[c] ?? null);
    json += '}';
  }
  return Buffer.from(json + ']', 'latin1');
}
