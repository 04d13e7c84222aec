import {
  relayMask,
  type ClimatePayload,
  type Range,
  type ThresholdSet,
} from '@canopy/shared/device-contract';
import { DAY_MS, MINUTE_MS, round, smoothNoise } from '../random.ts';
import { vpd } from './vpd.ts';

export type SocketState = 'on' | 'off' | 'auto';

export interface ClimateSettings {
  thresholds: { day: ThresholdSet; night: ThresholdSet };
  /** Socket 1 = relay A (AC), 2 = D (dryer), 3 = C (CO2), 4 = L (lights). */
  socketStates: Record<'1' | '2' | '3' | '4', SocketState>;
  dMin: number;
  sMin: number;
  vpdType: string;
  preset: string;
  co2OffsetPpm: number;
  /** Lights on from this UTC hour (inclusive) to `lightsOffHour` (exclusive). */
  lightsOnHour: number;
  lightsOffHour: number;
}

/** The hours a room's lights are on: from `lightsOnHour` (inclusive) to `lightsOffHour` (exclusive), UTC. */
export type Photoperiod = Pick<ClimateSettings, 'lightsOnHour' | 'lightsOffHour'>;

/** 18/6, lights from 06:00 to midnight UTC: a vegetative room's, and the controllers' factory setting. */
export const VEG_LIGHTS: Photoperiod = { lightsOnHour: 6, lightsOffHour: 24 };
/** 12/12, lights from 06:00 to 18:00 UTC: a flowering room's. */
export const FLOWER_LIGHTS: Photoperiod = { lightsOnHour: 6, lightsOffHour: 18 };

/**
 * A controller's settings after a factory reset: the firmware's, with what its installer set as the unit's
 * own defaults (`own`, e.g. a flower room's 12/12) over them.
 */
export const defaultClimateSettings = (own: Partial<ClimateSettings> = {}): ClimateSettings => ({
  thresholds: {
    day: { temperature: [22, 27], humidity: [50, 65], co2: [800, 1200] },
    night: { temperature: [18, 22], humidity: [45, 60], co2: [400, 600] },
  },
  socketStates: { '1': 'auto', '2': 'auto', '3': 'auto', '4': 'auto' },
  dMin: 5,
  sMin: 1,
  vpdType: 'air',
  preset: 'veg',
  co2OffsetPpm: 0,
  ...VEG_LIGHTS,
  ...structuredClone(own),
});

/**
 * How a room runs beside its controller's aim, added to what the controller holds: a room whose air
 * conditioner is small for its lights reads warmer and drier. The demo's flower rooms differ by it, so the
 * runs grown in them have something to compare.
 */
export interface RoomBias {
  temperature: number;
  humidity: number;
}

export const NO_BIAS: RoomBias = { temperature: 0, humidity: 0 };

export const isDaytime = (s: Photoperiod, ts: number): boolean => {
  const hour = (ts % DAY_MS) / 3_600_000;
  return hour >= s.lightsOnHour && hour < s.lightsOffHour;
};

/** A value that wanders inside a range in auto mode, or is pushed out of it when forced on or off. */
function controlled(range: Range, state: SocketState, wobble: number, forcedOn: number, forcedOff: number) {
  const [min, max] = range;
  if (state === 'on') return forcedOn + wobble * 0.2;
  if (state === 'off') return forcedOff + wobble * 0.2;
  const mid = (min + max) / 2;
  return mid + ((max - min) / 2) * 0.7 * wobble;
}

/** The controller's readings at a moment, a pure function of its settings, its room's bias and the time. */
export function climateSample(
  seed: number,
  s: ClimateSettings,
  ts: number,
  bias: RoomBias = NO_BIAS,
): ClimatePayload {
  const day = isDaytime(s, ts);
  const t = day ? s.thresholds.day : s.thresholds.night;
  const position = ts / (20 * MINUTE_MS);
  const lights = s.socketStates['4'] === 'auto' ? day : s.socketStates['4'] === 'on';
  const temperature =
    controlled(
      t.temperature,
      s.socketStates['1'],
      smoothNoise(seed, position),
      t.temperature[0] - 1.5,
      t.temperature[1] + 2,
    ) + bias.temperature;
  const humidity =
    controlled(
      t.humidity,
      s.socketStates['2'],
      smoothNoise(seed + 1, position),
      t.humidity[0] - 4,
      t.humidity[1] + 5,
    ) + bias.humidity;
  const co2 =
    controlled(t.co2, s.socketStates['3'], smoothNoise(seed + 2, position), t.co2[1] + 200, 430) +
    s.co2OffsetPpm;
  const midT = (t.temperature[0] + t.temperature[1]) / 2;
  const midH = (t.humidity[0] + t.humidity[1]) / 2;
  const midC = (t.co2[0] + t.co2[1]) / 2;
  const relay = (state: SocketState, autoOn: boolean): 0 | 1 =>
    (state === 'auto' ? autoOn : state === 'on') ? 1 : 0;
  const rA = relay(s.socketStates['1'], temperature > midT);
  const rD = relay(s.socketStates['2'], humidity > midH);
  const rC = relay(s.socketStates['3'], day && co2 < midC);
  const rL = lights ? 1 : 0;
  return {
    temperature: round(temperature, 1),
    humidity: round(humidity, 1),
    co2: Math.round(co2),
    vpd: round(Math.max(0, vpd(temperature, humidity, s.vpdType)), 2),
    vpdType: s.vpdType,
    light: lights ? 'Daylight' : 'Nighttime',
    lightStatus: lights ? 1 : 0,
    dayStatus: day ? 'day' : 'night',
    preset: s.preset,
    relays: { rA, rD, rC, rL, rb: relayMask({ rA, rD, rC, rL }) },
    thresholds: s.thresholds,
    sockets: { temperature: 1, humidity: 2, co2: 3 },
    socketStates: { ...s.socketStates },
  };
}
