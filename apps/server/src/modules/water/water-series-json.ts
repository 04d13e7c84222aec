import type { WaterStep } from '@canopy/shared/water-steps';
import type { WaterBucketCells } from '../history/history.types.ts';

/** Rates and deltas go out to 3 decimals. */
export const round3 = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

/**
 * A number's text in plain notation as JSON.stringify spells it: no exponent, no trailing zero, not -0,
 * at most 15 digits before the point (a double holds every such integer exactly). PostgreSQL spells a
 * bigint and a float8 this way whenever it uses no exponent (water-series-json.postgres.test.ts).
 */
const STRINGIFY_PLAIN = /^(?!-0$)-?(?:0|[1-9]\d{0,14})(?:\.\d*[1-9])?$/;

/**
 * A number as JSON.stringify writes it (null, NaN and the infinities as null), rates rounded. A text
 * already spelled so goes in as it is: parsing it only to print the same digits again cost most of the
 * answer's writing.
 */
function numberJson(value: number | string | null, rate = false): string {
  if (value === null) return 'null';
  if (!rate && typeof value === 'string' && STRINGIFY_PLAIN.test(value)) return value;
  const number = rate ? round3(Number(value))! : Number(value);
  return Number.isFinite(number) ? String(number) : 'null';
}

/** Plain ASCII: the body can be encoded as Latin-1, a copy, instead of scanned for UTF-8. */
const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/**
 * The water series answer (waterSeriesSchema) as its UTF-8 bytes, written from the aggregate's cells:
 * a week at a 15 minute step is 672 points, and building them as objects for the response serializer
 * cost as much again as the read's rows. The keys and their order are the
 * schema's; a test compares this byte for byte with JSON.stringify of the objects it replaces.
 */
export function waterSeriesJson(
  deviceId: string,
  step: WaterStep,
  buckets: readonly WaterBucketCells[],
): Buffer {
  let json = `{"deviceId":${JSON.stringify(deviceId)},"step":${JSON.stringify(step)},"points":[`;
  for (let i = 0; i < buckets.length; i += 1) {
    const [bucket, inRate, inTotal, outRate, outTotal, count] = buckets[i]!;
    if (i > 0) json += ',';
    json +=
      `{"ts":${numberJson(bucket ?? null)}` +
      `,"in":{"rate_lpm":${numberJson(inRate ?? null, true)},"total_l":${numberJson(inTotal ?? null)}}` +
      `,"out":{"rate_lpm":${numberJson(outRate ?? null, true)},"total_l":${numberJson(outTotal ?? null)}}` +
      `,"count":${numberJson(count ?? null)}}`;
  }
  json += ']}';
  return Buffer.from(json, isAscii(deviceId) ? 'latin1' : 'utf8');
}
