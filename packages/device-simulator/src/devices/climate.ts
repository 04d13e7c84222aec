import { DEVICE_EVENTS, formatReadingsLine } from '@canopy/shared/device-contract';
import { hashString, MINUTE_MS } from '../random.ts';
import {
  climateSample,
  defaultClimateSettings,
  type ClimateSettings,
  type RoomBias,
  type SocketState,
} from './climate-model.ts';
import { climateUnderScenario } from '../scenarios.ts';
import type { DeviceMode, FunctionHandler, Publish, VirtualDevice } from './device.ts';

const SUCCESS = 1;
const BAD_ARGUMENT = -1;

const parseRange = (arg: string): [number, number] | null => {
  const parts = arg.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n))) return null;
  const [min, max] = parts as [number, number];
  return min <= max ? [min, max] : null;
};

const parseMinutes = (arg: string, minimum: number): number | null => {
  const value = Number(arg);
  return Number.isFinite(value) && value > 0 && value >= minimum && value <= 1440 ? value : null;
};

const clone = (s: ClimateSettings): ClimateSettings => structuredClone(s);

export interface ClimateOptions {
  id: string;
  name: string;
  mode?: DeviceMode;
  lastHeardMs?: number;
  publish: Publish;
  /** Called by softReset and factoryReset so the simulator can emit offline/online around the reboot. */
  reboot: (deviceId: string) => void;
  /** How its room runs beside the controller's aim (none by default); a reset does not change the room. */
  bias?: RoomBias;
  /** Its own defaults over the firmware's (a flower room's 12/12): what it starts with and resets to. */
  settings?: Partial<ClimateSettings>;
}

/** A virtual climate controller with every firmware function the dashboard can call. */
export function createClimateController(
  options: ClimateOptions,
): VirtualDevice & { settings: ClimateSettings } {
  const seed = hashString(options.id);
  let settings = defaultClimateSettings(options.settings);
  let saved: ClimateSettings | null = clone(settings);

  const sample = (now: number) =>
    climateUnderScenario(climateSample(seed, settings, now, options.bias), device.scenario, now);
  const threshold =
    (key: 'temperature' | 'humidity' | 'co2'): FunctionHandler =>
    (arg, now) => {
      const range = parseRange(arg);
      if (!range) return BAD_ARGUMENT;
      // The controller edits the thresholds of the period it is in, as the real units do.
      const period = sample(now).dayStatus === 'day' ? 'day' : 'night';
      settings.thresholds[period][key] = range;
      return SUCCESS;
    };
  const interval =
    (key: 'dMin' | 'sMin', minimum: number): FunctionHandler =>
    (arg) => {
      const minutes = parseMinutes(arg, minimum);
      if (minutes === null) return BAD_ARGUMENT;
      settings[key] = minutes;
      return SUCCESS;
    };
  const config = () => JSON.stringify({ dMin: settings.dMin, sMin: settings.sMin });

  const device: VirtualDevice & { settings: ClimateSettings } = {
    id: options.id,
    kind: 'climate',
    name: options.name,
    mode: options.mode ?? 'online',
    scenario: null,
    firmwareVersion: '2.3.0',
    lastHeardMs: options.lastHeardMs ?? 0,
    get settings() {
      return settings;
    },
    functions: {
      setTemperatureThreshold: threshold('temperature'),
      setHumidityThreshold: threshold('humidity'),
      setCO2Threshold: threshold('co2'),
      calibrateCO2ppm: (arg, now) => {
        const ppm = Number(arg);
        if (!Number.isFinite(ppm) || ppm < 300 || ppm > 5000) return BAD_ARGUMENT;
        // Calibration makes the current reading equal the reference gas.
        settings.co2OffsetPpm += ppm - sample(now).co2;
        return SUCCESS;
      },
      setDisplayInterval: interval('dMin', 0),
      setServerInterval: interval('sMin', 1),
      getConfig: () => (options.publish(DEVICE_EVENTS.config, config(), options.id), SUCCESS),
      saveConfig: () => ((saved = clone(settings)), SUCCESS),
      loadConfig: () => (saved ? ((settings = clone(saved)), SUCCESS) : 0),
      factoryReset: (arg) => {
        if (arg !== 'true' && arg !== 'false') return BAD_ARGUMENT;
        settings = defaultClimateSettings(options.settings);
        if (arg === 'true') saved = null;
        options.reboot(options.id);
        return SUCCESS;
      },
      toggleSocket: (arg) => {
        const [socket, state] = arg.split(',').map((p) => p.trim());
        if (!['1', '2', '3', '4'].includes(socket ?? '') || !['on', 'off', 'auto'].includes(state ?? '')) {
          return BAD_ARGUMENT;
        }
        settings.socketStates[socket as '1'] = state as SocketState;
        return SUCCESS;
      },
      softReset: () => (options.reboot(options.id), SUCCESS),
      setVPDType: (arg) => {
        if (!['air', 'leaf', 'leaf+'].includes(arg)) return BAD_ARGUMENT;
        settings.vpdType = arg;
        return SUCCESS;
      },
      pushNow: (_arg, now) => {
        options.publish(DEVICE_EVENTS.climate, JSON.stringify(sample(now)), options.id);
        return SUCCESS;
      },
    },
    variables: {
      Readings: { type: 'string', read: (now) => formatReadingsLine(sample(now)) },
      Relays: { type: 'string', read: (now) => JSON.stringify(sample(now).relays) },
      Config: { type: 'string', read: config },
    },
    telemetry: (now) => ({ name: DEVICE_EVENTS.climate, data: JSON.stringify(sample(now)) }),
    publishEveryMs: () => settings.sMin * MINUTE_MS,
  };
  return device;
}
