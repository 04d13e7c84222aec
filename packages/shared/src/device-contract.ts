/**
 * Our firmware contract (docs/device-contract.md): event names, payload shapes, variables and the
 * `Readings` line. The simulator formats with these helpers and the server parses with them, so the two
 * cannot drift; fixtures in `device-contract.fixtures.ts` pin the wire text.
 */

export const DEVICE_KINDS = ['climate', 'soil', 'water'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** Events our firmware publishes, plus the cloud's own events we consume. */
export const DEVICE_EVENTS = {
  climate: 'canopy/climate',
  soil: 'canopy/soil',
  water: 'canopy/water',
  config: 'canopy/config',
  power: 'canopy/power',
  cloudStatus: 'spark/status',
  flashStatus: 'spark/flash/status',
} as const;

/** Particle's limit for event data on Device OS 0.8 to 2.x; we keep every payload inside it. */
export const EVENT_DATA_MAX_BYTES = 622;

/** Which variable a device exposes tells its kind when it has not published yet. */
export const KIND_VARIABLE: Record<DeviceKind, string> = {
  climate: 'Readings',
  soil: 'Soil',
  water: 'Water',
};

export function kindFromVariables(variables: Record<string, string> | undefined): DeviceKind | null {
  if (!variables) return null;
  for (const kind of DEVICE_KINDS) if (KIND_VARIABLE[kind] in variables) return kind;
  return null;
}

export function kindFromEventName(name: string): DeviceKind | null {
  if (name === DEVICE_EVENTS.climate) return 'climate';
  if (name === DEVICE_EVENTS.soil) return 'soil';
  if (name === DEVICE_EVENTS.water) return 'water';
  return null;
}

export type Range = [number, number];
export interface ThresholdSet {
  temperature: Range;
  humidity: Range;
  co2: Range;
}

export interface ClimatePayload {
  temperature: number;
  humidity: number;
  co2: number;
  vpd: number;
  vpdType: string;
  light: string;
  lightStatus: 0 | 1;
  dayStatus: 'day' | 'night';
  preset: string;
  relays: RelayState;
  thresholds: { day: ThresholdSet; night: ThresholdSet };
  sockets: { temperature: number; humidity: number; co2: number };
  socketStates: Record<string, string>;
}

export interface RelayState {
  rA: 0 | 1;
  rD: 0 | 1;
  rC: 0 | 1;
  rL: 0 | 1;
  /** Bit mask of the four relays: A=1, D=2, C=4, L=8. */
  rb: number;
}

export interface ClimateConfig {
  dMin: number;
  sMin: number;
}

export interface SoilPayload {
  moisture_pct: number;
  temp_c: number;
  ec_mscm: number;
  ph: number;
  n_mgkg: number;
  p_mgkg: number;
  k_mgkg: number;
  in_medium: boolean;
}

export interface WaterChannel {
  rate_lpm: number;
  total_l: number;
}
export interface WaterPayload {
  in: WaterChannel;
  out: WaterChannel;
  fw: string;
}
export interface WaterConfig {
  intervals: { display_min: number; server_min: number };
  in: { ppl: number };
  out: { ppl: number };
}

export const POWER_STATES = ['lost', 'restored'] as const;
export type PowerState = (typeof POWER_STATES)[number];

export interface ReadingsLine {
  co2: number | null;
  temperature: number | null;
  humidity: number | null;
  vpd: number | null;
  phase: string | null;
  light: string | null;
}

/** `CO2: 812 ppm, Temp: 24.6 C, Hum: 58.2 %, VPD: 1.28 kPa (veg), Light: Daylight` */
export function formatReadingsLine(r: {
  co2: number;
  temperature: number;
  humidity: number;
  vpd: number;
  preset: string;
  light: string;
}): string {
  return (
    `CO2: ${Math.round(r.co2)} ppm, Temp: ${r.temperature.toFixed(1)} C, Hum: ${r.humidity.toFixed(1)} %, ` +
    `VPD: ${r.vpd.toFixed(2)} kPa (${r.preset}), Light: ${r.light}`
  );
}

const num = (text: string | undefined): number | null => {
  if (text === undefined) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** Tolerant of spacing, case, `°C`, `=` instead of `:` and missing parts; a missing part is null. */
export function parseReadingsLine(line: string): ReadingsLine {
  const pick = (re: RegExp) => re.exec(line)?.[1];
  return {
    co2: num(pick(/co2\s*[:=]\s*(-?[\d.]+)/i)),
    temperature: num(pick(/temp\w*\s*[:=]\s*(-?[\d.]+)/i)),
    humidity: num(pick(/hum\w*\s*[:=]\s*(-?[\d.]+)/i)),
    vpd: num(pick(/vpd\s*[:=]\s*(-?[\d.]+)/i)),
    phase: pick(/vpd[^(,]*\(([^)]*)\)/i)?.trim() ?? null,
    light: pick(/light\s*[:=]\s*([A-Za-z]+)/i) ?? null,
  };
}

export function relayMask(relays: Pick<RelayState, 'rA' | 'rD' | 'rC' | 'rL'>): number {
  return relays.rA * 1 + relays.rD * 2 + relays.rC * 4 + relays.rL * 8;
}

/** Event data is a string on the wire; ours is JSON, anything else is ignored by the caller. */
export function parseEventJson(data: string | null | undefined): Record<string, unknown> | null {
  if (!data) return null;
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
