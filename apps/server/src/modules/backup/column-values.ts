import type { DialectName } from '../../db/database.ts';
import type { ColumnKind } from './backup-manifest.ts';

/**
 * One dump format for both dialects: a row is a JSON array of its column values. Numbers and strings
 * stay themselves; what JSON cannot say is spelled out: an integer past 2^53 as its decimal string, a
 * non-finite float as "NaN" / "Infinity" / "-Infinity", bytes as {"$base64": "..."}. Everything else
 * PostgreSQL has (numeric, dates, json) travels as its own text, which it reads back unchanged.
 */
export type DumpValue = string | number | boolean | null | { $base64: string };

const NON_FINITE = new Set(['NaN', 'Infinity', '-Infinity']);

/** SQLite's column affinity rules (section 3.1 of its datatype page), from the declared type. */
export function sqliteColumnKind(declared: string): ColumnKind {
  const type = declared.toUpperCase();
  if (type.includes('INT')) return 'integer';
  if (/CHAR|CLOB|TEXT/.test(type)) return 'text';
  if (type === '' || type.includes('BLOB')) return 'any';
  if (/REAL|FLOA|DOUB/.test(type)) return 'real';
  return 'any';
}

/** PostgreSQL's base type name (pg_type.typname) to how its text is written in the dump. */
export function postgresColumnKind(typname: string): ColumnKind {
  if (['int2', 'int4', 'int8'].includes(typname)) return 'integer';
  if (['float4', 'float8'].includes(typname)) return 'real';
  if (typname === 'bool') return 'boolean';
  if (typname === 'bytea') return 'blob';
  if (typname === 'json' || typname === 'jsonb') return 'json';
  return 'text';
}

const integer = (value: bigint | string): number | string =>
  Number.isSafeInteger(Number(value)) ? Number(value) : String(value);

/** A value as better-sqlite3 returns it with safe integers on (integers as bigint). */
export function encodeSqliteValue(value: unknown): DumpValue {
  if (value === null || typeof value === 'string') return value;
  if (typeof value === 'bigint') return integer(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (Buffer.isBuffer(value)) return { $base64: value.toString('base64') };
  throw new Error(`unexpected SQLite value of type ${typeof value}`);
}

/** A value as PostgreSQL's text output (the snapshot reads every column as text). */
export function encodePostgresText(value: string | null, kind: ColumnKind): DumpValue {
  if (value === null) return null;
  switch (kind) {
    case 'integer':
      return integer(value);
    case 'real': {
      const number = Number(value);
      return Number.isFinite(number) ? number : value;
    }
    case 'boolean':
      return value === 't';
    case 'blob':
      // bytea's hex output: \x then two digits a byte.
      return { $base64: Buffer.from(value.slice(2), 'hex').toString('base64') };
    default:
      return value;
  }
}

/** A dumped value as the target's driver should bind it into a column of `kind`. */
export function decodeValue(value: unknown, kind: ColumnKind, dialect: DialectName): unknown {
  if (value === null || typeof value === 'number') {
    if (typeof value === 'number' && kind === 'boolean' && dialect === 'postgres') return value !== 0;
    return value;
  }
  if (typeof value === 'boolean') return dialect === 'sqlite' ? Number(value) : value;
  if (typeof value === 'string') {
    if (kind === 'real' && NON_FINITE.has(value)) return Number(value);
    if (kind === 'integer' && dialect === 'sqlite' && /^-?\d+$/.test(value)) return BigInt(value);
    return value;
  }
  if (typeof value === 'object' && typeof (value as { $base64?: unknown }).$base64 === 'string') {
    return Buffer.from((value as { $base64: string }).$base64, 'base64');
  }
  throw new Error(`unexpected value in the dump: ${JSON.stringify(value)}`);
}
