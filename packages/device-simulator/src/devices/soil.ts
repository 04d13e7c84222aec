import { DEVICE_EVENTS, type SoilPayload } from '@canopy/shared/device-contract';
import { DAY_MS, hashString, HOUR_MS, MINUTE_MS, round, smoothNoise } from '../random.ts';
import { VEG_LIGHTS, type Photoperiod } from './climate-model.ts';
import type { DeviceMode, Publish, VirtualDevice } from './device.ts';

/**
 * Irrigation starts at these UTC hours; soil moisture jumps and then dries out. Every shot falls inside
 * every demo room's lights (06:00-18:00 in flower, 06:00-24:00 in veg, climate-model.ts), as growers steer:
 * the first an hour after lights-on (one at the moment the lights came on would belong to the day or to the
 * night only by a few minutes' reading), the last five hours before a flower room's lights-off, so the
 * substrate dries back before the night.
 */
export const IRRIGATION_HOURS = [7, 9, 11, 13] as const;

/** Moisture points the substrate loses an hour under the lights, where the plants drink, and in the dark. */
const DRYING_LIT = 2.5;
const DRYING_DARK = 0.4;
const WETTEST = 52;
const DRIEST = 25;

export function hoursSinceIrrigation(ts: number): number {
  const hour = (ts % DAY_MS) / HOUR_MS;
  const last = [...IRRIGATION_HOURS].reverse().find((h) => h <= hour);
  return last === undefined ? hour + 24 - IRRIGATION_HOURS[IRRIGATION_HOURS.length - 1]! : hour - last;
}

/** Of the `hours` (under a day) before `ts`, those the lights were on. */
function litHoursBefore(lights: Photoperiod, ts: number, hours: number): number {
  const lit = (hour: number) =>
    Math.min(Math.max(hour, lights.lightsOnHour), lights.lightsOffHour) - lights.lightsOnHour;
  const hour = (ts % DAY_MS) / HOUR_MS;
  const from = hour - hours;
  return from >= 0 ? lit(hour) - lit(from) : lit(hour) + lit(24) - lit(from + 24);
}

/**
 * Readings of a 7-in-1 probe, within the ranges real probes report, a pure function of the time and its
 * room's lights (`lights`): the substrate dries fast while they are on and slowly overnight.
 */
export function soilSample(
  seed: number,
  inMedium: boolean,
  ts: number,
  lights: Photoperiod = VEG_LIGHTS,
): SoilPayload {
  const wobble = smoothNoise(seed, ts / (30 * MINUTE_MS));
  if (!inMedium) {
    // In air the probe reads almost nothing; the firmware reports in_medium=false.
    return {
      moisture_pct: round(1 + Math.abs(wobble), 2),
      temp_c: round(24 + wobble, 2),
      ec_mscm: 0,
      ph: 0,
      n_mgkg: 0,
      p_mgkg: 0,
      k_mgkg: 0,
      in_medium: false,
    };
  }
  const since = hoursSinceIrrigation(ts);
  const lit = litHoursBefore(lights, ts, since);
  const moisture = Math.max(DRIEST, WETTEST - DRYING_LIT * lit - DRYING_DARK * (since - lit)) + wobble;
  const ec = 2.6 - moisture / 35 + wobble * 0.05;
  return {
    moisture_pct: round(moisture, 2),
    temp_c: round(21 + 2 * Math.sin((2 * Math.PI * (ts % DAY_MS)) / DAY_MS) + wobble * 0.3, 2),
    ec_mscm: round(ec, 3),
    ph: round(6.3 + smoothNoise(seed + 1, ts / (3 * HOUR_MS)) * 0.3, 2),
    n_mgkg: Math.round(ec * 80),
    p_mgkg: Math.round(ec * 30),
    k_mgkg: Math.round(ec * 110),
    in_medium: true,
  };
}

export interface SoilOptions {
  id: string;
  name: string;
  mode?: DeviceMode;
  inMedium?: boolean;
  /** The lights of the room it is in (18/6 by default). */
  lights?: Photoperiod;
  lastHeardMs?: number;
  publish: Publish;
}

export function createSoilSensor(options: SoilOptions): VirtualDevice & { inMedium: boolean } {
  const seed = hashString(options.id);
  const inMedium = options.inMedium ?? true;
  const data = (now: number) => JSON.stringify(soilSample(seed, inMedium, now, options.lights));
  return {
    id: options.id,
    kind: 'soil',
    name: options.name,
    mode: options.mode ?? 'online',
    scenario: null,
    firmwareVersion: '1.1.0',
    lastHeardMs: options.lastHeardMs ?? 0,
    inMedium,
    functions: {
      pushNow: (_arg, now) => (options.publish(DEVICE_EVENTS.soil, data(now), options.id), 1),
    },
    variables: { Soil: { type: 'string', read: data } },
    telemetry: (now) => ({ name: DEVICE_EVENTS.soil, data: data(now) }),
    publishEveryMs: () => MINUTE_MS,
  };
}
