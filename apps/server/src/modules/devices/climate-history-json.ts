import { CLIMATE_KEYS, type ClimateRows } from '../history/history.types.ts';

/** What goes before each column's value in a point: `{"timestamp":`, then `,"temperature":` and so on. */
const PREFIXES = CLIMATE_KEYS.map((key, i) => `${i === 0 ? '{' : ','}${JSON.stringify(key)}:`);

const OPEN = 0x5b; // [
const CLOSE = 0x5d; // ]
const COMMA = 0x2c;
const BRACE = 0x7d; // }
const PREFIX_BYTES = PREFIXES.map((prefix) => Buffer.from(prefix, 'latin1'));
/** How many bytes the keys add to a point: its prefixes and closing brace. */
const PREFIXES_LENGTH = PREFIX_BYTES.reduce((sum, prefix) => sum + prefix.length, 0);

/** How much longer a row gets: its `[`, five commas and `]` become the six prefixes and `}`. */
const GROWTH = PREFIXES_LENGTH - CLIMATE_KEYS.length;

/**
 * The climate history answer from the database's JSON array of row arrays (`[[1,21.91,null,50,1.1,1],...]`,
 * values in CLIMATE_KEYS order), byte by byte: each row's `[` becomes `{"timestamp":`, each comma in a
 * row the next key, `]` a `}`. Its values are JSON numbers and null, which hold no bracket or comma, and
 * are copied as the database wrote them (SQLite's `22.0`, `1.0e+300`: other spellings than
 * JSON.stringify's, the same values). A copy of the bytes the driver hands over, at about the cost of
 * the database writing the objects.
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

/** The climate history answer from the readings the history repository read. */
export const climateHistoryJson = (readings: ClimateRows): Buffer => climateJsonFromJsonRows(readings.json);
