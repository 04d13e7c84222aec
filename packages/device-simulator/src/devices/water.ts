import { DEVICE_EVENTS, type WaterConfig } from '@canopy/shared/device-contract';
import { DAY_MS, hashString, MINUTE_MS } from '../random.ts';
import type { DeviceMode, FunctionHandler, Publish, VirtualDevice } from './device.ts';
import { waterUnderScenario } from '../scenarios.ts';
import { WaterMeterModel } from './water-model.ts';

export interface WaterOptions {
  id: string;
  name: string;
  mode?: DeviceMode;
  lastHeardMs?: number;
  now: number;
  /** The meter has counted since this moment; history generated from the same start matches it. */
  startMs?: number;
  publish: Publish;
  reboot: (deviceId: string) => void;
}

const positive = (arg: string, max: number): number | null => {
  const value = Number(arg);
  return Number.isFinite(value) && value > 0 && value <= max ? value : null;
};

/** A water in/out controller with two pulse meters. */
export function createWaterMeter(options: WaterOptions): VirtualDevice & { model: WaterMeterModel } {
  const model = new WaterMeterModel(hashString(options.id), options.startMs ?? options.now - 7 * DAY_MS);
  model.advanceTo(options.now);
  const intervals = { display_min: 1, server_min: 1 };
  const config = (): WaterConfig => ({
    intervals: { ...intervals },
    in: { ppl: model.inPpl },
    out: { ppl: model.outPpl },
  });
  const reading = (now: number) => (
    model.advanceTo(now),
    JSON.stringify(waterUnderScenario(model.reading(device.firmwareVersion), device.scenario, now))
  );
  const setInterval =
    (key: 'display_min' | 'server_min', minimum: number): FunctionHandler =>
    (arg) => {
      const value = positive(arg, 1440);
      if (value === null || value < minimum) return -1;
      intervals[key] = value;
      return 1;
    };
  const calibrate =
    (key: 'inPpl' | 'outPpl'): FunctionHandler =>
    (arg, now) => {
      const ppl = positive(arg, 100_000);
      if (ppl === null) return -1;
      model.advanceTo(now);
      model[key] = ppl;
      return 1;
    };

  const device: VirtualDevice & { model: WaterMeterModel } = {
    id: options.id,
    kind: 'water',
    name: options.name,
    mode: options.mode ?? 'online',
    scenario: null,
    firmwareVersion: '1.4.2',
    lastHeardMs: options.lastHeardMs ?? 0,
    model,
    functions: {
      getConfig: () => (options.publish(DEVICE_EVENTS.config, JSON.stringify(config()), options.id), 1),
      pushNow: (_arg, now) => (options.publish(DEVICE_EVENTS.water, reading(now), options.id), 1),
      softReset: () => (options.reboot(options.id), 1),
      setDisplayInterval: setInterval('display_min', 0),
      setServerInterval: setInterval('server_min', 1),
      calibrateIn: calibrate('inPpl'),
      calibrateOut: calibrate('outPpl'),
    },
    variables: {
      Water: { type: 'string', read: reading },
      Config: { type: 'string', read: () => JSON.stringify(config()) },
    },
    telemetry: (now) => ({ name: DEVICE_EVENTS.water, data: reading(now) }),
    publishEveryMs: () => intervals.server_min * MINUTE_MS,
  };
  return device;
}
