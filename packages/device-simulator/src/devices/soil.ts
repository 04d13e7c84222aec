import { DEVICE_EVENTS, type SoilPayload } from '@canopy/shared/device-contract';
import { DAY_MS, hashString, HOUR_MS, MINUTE_MS, round, smoothNoise } from '../random.ts';
import type { DeviceMode, Publish, VirtualDevice } from './device.ts';

/**
 * Irrigation starts at these UTC hours; soil moisture jumps and then dries out. The first comes an hour
 * after lights-on (06:00, climate-model.ts), as growers steer: one at the moment the lights came on would
 * belong to the day or to the night only by a few minutes' reading.
 */
export const IRRIGATION_HOURS = [7, 10, 14, 18] as const;

export function hoursSinceIrrigation(ts: number): number {
  const hour = (ts % DAY_MS) / HOUR_MS;
  const last = [...IRRIGATION_HOURS].reverse().find((h) => h <= hour);
  return last === undefined ? hour + 24 - IRRIGATION_HOURS[IRRIGATION_HOURS.length - 1]! : hour - last;
}

/** Readings of a 7-in-1 probe, within the ranges real probes report, a pure function of the time. */
export function soilSample(seed: number, inMedium: boolean, ts: number): SoilPayload {
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
  const moisture = Math.max(25, 52 - 2.5 * hoursSinceIrrigation(ts)) + wobble;
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
  lastHeardMs?: number;
  publish: Publish;
}

export function createSoilSensor(options: SoilOptions): VirtualDevice & { inMedium: boolean } {
  const seed = hashString(options.id);
  const inMedium = options.inMedium ?? true;
  const data = (now: number) => JSON.stringify(soilSample(seed, inMedium, now));
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
