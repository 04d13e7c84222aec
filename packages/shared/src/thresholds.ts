/**
 * Threshold parsing for every shape firmware has sent: `{day, night}` objects, the old flat keys
 * (tempDay, humDay, co2Day, tempNight, ...), and values as "min,max" strings, arrays or single numbers.
 */
export type ThresholdRange = { min: number | null; max: number | null };
export interface ThresholdPeriod {
  temperature: ThresholdRange;
  humidity: ThresholdRange;
  co2: ThresholdRange;
}
export interface Thresholds {
  day: ThresholdPeriod;
  night: ThresholdPeriod;
}

const EMPTY: ThresholdRange = { min: null, max: null };

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

/** "18,25", [18, 25], {min, max}, or a single value (the upper bound). */
export function parseRange(value: unknown): ThresholdRange {
  if (value === null || value === undefined) return EMPTY;
  if (Array.isArray(value)) return { min: toNumber(value[0]), max: toNumber(value[1]) };
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return { min: toNumber(o.min), max: toNumber(o.max) };
  }
  if (typeof value === 'string' && value.includes(',')) {
    const [min, max] = value.split(',');
    return { min: toNumber(min), max: toNumber(max) };
  }
  // A lone value is a setpoint: firmware of that era kept only the upper bound.
  return { min: null, max: toNumber(value) };
}

const ALIASES = {
  temperature: ['temperature', 'temp', 't'],
  humidity: ['humidity', 'hum', 'h'],
  co2: ['co2', 'CO2', 'c'],
} as const;

function parsePeriod(source: unknown): ThresholdPeriod {
  const o = source && typeof source === 'object' ? (source as Record<string, unknown>) : {};
  const find = (keys: readonly string[]) => parseRange(keys.map((k) => o[k]).find((v) => v !== undefined));
  return {
    temperature: find(ALIASES.temperature),
    humidity: find(ALIASES.humidity),
    co2: find(ALIASES.co2),
  };
}

/** Accepts a device object or its `thresholds` field; missing parts come back as nulls. */
export function parseThresholds(source: unknown): Thresholds {
  const o = source && typeof source === 'object' ? (source as Record<string, unknown>) : {};
  const nested =
    o.thresholds && typeof o.thresholds === 'object' ? (o.thresholds as Record<string, unknown>) : o;
  if (nested.day !== undefined || nested.night !== undefined) {
    return { day: parsePeriod(nested.day), night: parsePeriod(nested.night) };
  }
  const flat = { ...o, ...nested };
  return {
    day: parsePeriod({ temperature: flat.tempDay, humidity: flat.humDay, co2: flat.co2Day }),
    night: parsePeriod({ temperature: flat.tempNight, humidity: flat.humNight, co2: flat.co2Night }),
  };
}

/** Day, on, 1, true, daylight give 1; night, off, 0, false, nighttime give 0; anything else is unknown. */
export function lightStatusOf(value: unknown): 0 | 1 | null {
  const text = String(value).trim().toLowerCase();
  if (['day', 'on', '1', 'true', 'daylight'].includes(text)) return 1;
  if (['night', 'off', '0', 'false', 'nighttime'].includes(text)) return 0;
  return null;
}
