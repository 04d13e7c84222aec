import { CLIMATE_KEYS, type ClimateRows } from '../history/history.types.ts';

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
 * The climate history answer (climateHistorySchema) from PostgreSQL's text rows (columns in
 * CLIMATE_KEYS order), as its UTF-8 bytes: the texts go in as they are, never parsed into numbers to be
 * printed again, which for a day's 1,440 readings cost more than the read. Every
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

const OPEN = 0x5b; // [
const CLOSE = 0x5d; // ]
const COMMA = 0x2c;
const BRACE = 0x7d; // }
const PREFIX_BYTES = PREFIXES.map((prefix) => Buffer.from(prefix, 'latin1'));
/** How much longer a row gets: its `[`, five commas and `]` become the six prefixes and `}`. */
const GROWTH = PREFIX_BYTES.reduce((sum, prefix) => sum + prefix.length, 0) - CLIMATE_KEYS.length;

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
