import { CLIMATE_KEYS, type ClimateRows } from '../history/history.types.ts';

/** What goes before each column's value in a point: `{"timestamp":`, then `,"temperature":` and so on. */
const PREFIXES = CLIMATE_KEYS.map((key, i) => `${i === 0 ? '{' : ','}${JSON.stringify(key)}:`);

const N = 78; // 'N' of NaN
const I = 73; // 'I' of Infinity
const MINUS = 45;

const OPEN = 0x5b; // [
const CLOSE = 0x5d; // ]
const COMMA = 0x2c;
const BRACE = 0x7d; // }
const PREFIX_BYTES = PREFIXES.map((prefix) => Buffer.from(prefix, 'latin1'));
/** How many bytes the keys add to a point: its prefixes and closing brace. */
const PREFIXES_LENGTH = PREFIX_BYTES.reduce((sum, prefix) => sum + prefix.length, 0);
const NULL_BYTES = Buffer.from('null', 'latin1');

/**
 * Whether a numeric column's PostgreSQL text is a JSON number: float8, integer and bigint texts are
 * (`21.91`, `1e-05`, `1768392000000`), except NaN and the infinities, which JSON cannot spell.
 */
function isJsonNumber(text: string): boolean {
  const first = text.charCodeAt(0);
  return !(first === N || first === I || (first === MINUS && text.charCodeAt(1) === I));
}

/**
 * The climate history answer (climateHistorySchema) from PostgreSQL's text rows (columns in
 * CLIMATE_KEYS order), as its UTF-8 bytes: the texts go in as they are, never parsed into numbers to be
 * printed again; NULL, NaN and the infinities as null, as JSON.stringify writes them. Every character
 * is ASCII (the keys, digits, signs, '.', 'e', null), so each is one byte, written straight into one
 * buffer: for a day's 1,440 readings, building a string and encoding it cost twice as much.
 */
export function climateJsonFromTextRows(rows: readonly (readonly (string | null)[])[]): Buffer {
  let size = 2 + rows.length * (PREFIXES_LENGTH + 2);
  for (const row of rows) {
    for (let c = 0; c < PREFIX_BYTES.length; c += 1) size += Math.max(row[c]?.length ?? 0, NULL_BYTES.length);
  }
  const out = Buffer.allocUnsafe(size);
  let o = 0;
  out[o++] = OPEN;
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r]!;
    if (r > 0) out[o++] = COMMA;
    for (let c = 0; c < PREFIX_BYTES.length; c += 1) {
      o += PREFIX_BYTES[c]!.copy(out, o);
      const text = row[c] ?? null;
      if (text === null || !isJsonNumber(text)) o += NULL_BYTES.copy(out, o);
      else for (let k = 0; k < text.length; k += 1) out[o++] = text.charCodeAt(k);
    }
    out[o++] = BRACE;
  }
  out[o++] = CLOSE;
  return out.subarray(0, o);
}

/** How much longer a row gets: its `[`, five commas and `]` become the six prefixes and `}`. */
const GROWTH = PREFIXES_LENGTH - CLIMATE_KEYS.length;

/**
 * The climate history answer from SQLite's JSON array of row arrays (`[[1,21.91,null,50,1.1,1],...]`,
 * values in CLIMATE_KEYS order), byte by byte: each row's `[` becomes `{"timestamp":`, each comma in a
 * row the next key, `]` a `}`. Its values are JSON numbers and null, which hold no bracket or comma, and
 * are copied as SQLite wrote them (`22.0`, `1.0e+300`: other spellings than JSON.stringify's, the same
 * values). A copy of the bytes the driver hands over, at about the cost of SQLite writing the objects.
 */
export function climateJsonFromJsonRows(rows: Buffer): Buffer {
  let count = 0;
  for (let i = 1; i < rows.length; i += 1) if (rows[i] === OPEN) count += 1;
  const out = Buffer.allocUnsafe(rows.length + count * GROWTH);
  let o = 0;
  out[o++] = OPEN;
  let column = -1; // between rows
  for (let i = 1; i < rows.length - 1; i += 1) {
    const byte = rows[i]!;
    if (byte === OPEN) {
      column = 0;
      o += PREFIX_BYTES[0]!.copy(out, o);
    } else if (byte === CLOSE) {
      out[o++] = BRACE;
      column = -1;
    } else if (byte === COMMA && column >= 0) {
      column += 1;
      o += PREFIX_BYTES[column]!.copy(out, o);
    } else {
      out[o++] = byte;
    }
  }
  out[o++] = CLOSE;
  return out.subarray(0, o);
}

/** The climate history answer from the readings in whichever form the database gave them. */
export const climateHistoryJson = (readings: ClimateRows): Buffer =>
  readings.format === 'texts'
    ? climateJsonFromTextRows(readings.rows)
    : climateJsonFromJsonRows(readings.json);
