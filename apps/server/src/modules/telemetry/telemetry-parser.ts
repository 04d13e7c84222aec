import type { DeviceKind } from '@canopy/shared/device-contract';
import type { SoilSeriesMetric } from '@canopy/shared/schemas/history';
import { lightStatusOf, parseThresholds, type Thresholds } from '@canopy/shared/thresholds';

/** Parsed telemetry, tolerant of every alias older firmware sends (docs/device-contract.md). */
export interface ClimateReading {
  temperature: number | null;
  humidity: number | null;
  co2: number | null;
  vpd: number | null;
  light: string | null;
  lightStatus: 0 | 1 | null;
  dayStatus: 'day' | 'night' | null;
  preset: string | null;
  vpdType: string | null;
  thresholds: Thresholds;
  sockets: { temperature: number | null; humidity: number | null; co2: number | null };
  socketStates: Record<string, string>;
  relays: { rA: number; rD: number; rC: number; rL: number; rb: number } | null;
}

/** A soil sensor's seven values, null where it sent none: a reading's and a stored row's alike. */
export type SoilValues = Record<SoilSeriesMetric, number | null>;

export interface SoilReading extends SoilValues {
  in_medium: boolean;
}

export interface WaterReading {
  in: { rate_lpm: number | null; total_l: number | null };
  out: { rate_lpm: number | null; total_l: number | null };
  fw: string | null;
}

export type Reading =
  | { kind: 'climate'; payload: ClimateReading }
  | { kind: 'soil'; payload: SoilReading }
  | { kind: 'water'; payload: WaterReading };

type Obj = Record<string, unknown>;

export const num = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
};
const first = (o: Obj, keys: string[]): unknown => keys.map((k) => o[k]).find((v) => v !== undefined);
const obj = (value: unknown): Obj => (value && typeof value === 'object' ? (value as Obj) : {});
const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function parseClimate(o: Obj): ClimateReading {
  const lightStatus = lightStatusOf(first(o, ['lightStatus', 'light', 'dayStatus', 'dayNight']));
  const day = lightStatusOf(first(o, ['dayStatus', 'dayNight', 'lightStatus']));
  const sockets = obj(o.sockets);
  const relays = obj(o.relays);
  const bit = (v: unknown) => (num(v) ? 1 : 0);
  return {
    temperature: num(first(o, ['temperature', 'temp'])),
    humidity: num(first(o, ['humidity', 'hum'])),
    co2: num(first(o, ['co2', 'CO2'])),
    vpd: num(o.vpd),
    light: textOrNull(o.light) ?? (lightStatus === null ? null : lightStatus ? 'Daylight' : 'Nighttime'),
    lightStatus,
    dayStatus: day === null ? null : day ? 'day' : 'night',
    preset: textOrNull(o.preset),
    vpdType: textOrNull(o.vpdType),
    thresholds: parseThresholds(o),
    sockets: {
      temperature: num(first(sockets, ['temperature', 'temp'])),
      humidity: num(sockets.humidity),
      co2: num(sockets.co2),
    },
    socketStates: Object.fromEntries(
      Object.entries(obj(o.socketStates)).filter((e): e is [string, string] => typeof e[1] === 'string'),
    ),
    relays:
      o.relays === undefined
        ? null
        : {
            rA: bit(relays.rA),
            rD: bit(relays.rD),
            rC: bit(relays.rC),
            rL: bit(relays.rL),
            rb: num(relays.rb) ?? 0,
          },
  };
}

export function parseSoil(o: Obj): SoilReading {
  return {
    moisture_pct: num(o.moisture_pct),
    temp_c: num(o.temp_c),
    ec_mscm: num(o.ec_mscm),
    ph: num(o.ph),
    n_mgkg: num(o.n_mgkg),
    p_mgkg: num(o.p_mgkg),
    k_mgkg: num(o.k_mgkg),
    in_medium: o.in_medium !== false && o.in_medium !== 'false' && o.in_medium !== 0,
  };
}

function waterChannel(o: Obj, side: 'in' | 'out') {
  const nested = obj(o[side]);
  return {
    rate_lpm: num(
      first(nested, ['rate_lpm', 'rate']) ?? first(o, [`${side}Rate_lpm`, `${side}Rate`, `${side}RateLpm`]),
    ),
    total_l: num(first(nested, ['total_l', 'total']) ?? first(o, [`${side}Total_l`, `${side}Total`])),
  };
}

export function parseWater(o: Obj): WaterReading {
  return {
    in: waterChannel(o, 'in'),
    out: waterChannel(o, 'out'),
    fw: textOrNull(first(o, ['fw', 'fwLast'])),
  };
}

export function parseReading(kind: DeviceKind, o: Obj): Reading {
  if (kind === 'climate') return { kind, payload: parseClimate(o) };
  if (kind === 'soil') return { kind, payload: parseSoil(o) };
  return { kind, payload: parseWater(o) };
}
