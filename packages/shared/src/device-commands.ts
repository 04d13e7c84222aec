/**
 * The device functions the dashboard may call, who may call each and the format of its argument; any
 * other name is refused, never forwarded. The server validates before forwarding; the web app builds
 * its forms from the same list.
 */
import { INTERVAL_MAX_MINUTES, SERVER_INTERVAL_MIN_MINUTES, SOCKET_NUMBERS } from './constants.ts';

export const SOCKET_STATES = ['on', 'off', 'auto'] as const;
export const VPD_TYPES = ['air', 'leaf', 'leaf+'] as const;

/** Callable by any logged-in user. */
export const USER_FUNCTIONS = [
  'getReadings',
  'getConfig',
  'pushNow',
  'setHumidityThreshold',
  'setTemperatureThreshold',
  'setCO2Threshold',
  'toggleSocket',
  'setVPDType',
] as const;

/** Superuser or admin only. */
export const STAFF_FUNCTIONS = [
  'calibrateCO2ppm',
  'setDisplayInterval',
  'setServerInterval',
  'saveConfig',
  'loadConfig',
  'softReset',
  'factoryReset',
  'calibrateIn',
  'calibrateOut',
] as const;

export const DEVICE_FUNCTIONS = [...USER_FUNCTIONS, ...STAFF_FUNCTIONS] as const;

/** What a climate controller offers: everything but the water meters' calibration. */
export const CLIMATE_FUNCTIONS = DEVICE_FUNCTIONS.filter(
  (name) => name !== 'calibrateIn' && name !== 'calibrateOut',
);
export type DeviceFunction = (typeof DEVICE_FUNCTIONS)[number];

export const isDeviceFunction = (name: string): name is DeviceFunction =>
  (DEVICE_FUNCTIONS as readonly string[]).includes(name);
export const isStaffFunction = (name: DeviceFunction): boolean =>
  (STAFF_FUNCTIONS as readonly string[]).includes(name);

/** getReadings refreshes stored data instead of sending the device a command. */
export const LOCAL_FUNCTIONS: readonly DeviceFunction[] = ['getReadings'];
/** After these succeed, the server refreshes the device's data. */
export const REFRESH_AFTER: readonly DeviceFunction[] = [
  'toggleSocket',
  'setHumidityThreshold',
  'setTemperatureThreshold',
  'setCO2Threshold',
];

export type ArgumentCheck = { ok: true; arg: string } | { ok: false; message: string };

const NUMBER = /^-?\d+(\.\d+)?$/;
const ok = (arg: string): ArgumentCheck => ({ ok: true, arg });
const fail = (message: string): ArgumentCheck => ({ ok: false, message });

export const INTERVAL_MESSAGE = `Interval must be >0 and <=${INTERVAL_MAX_MINUTES} minutes`;

function range(arg: string): ArgumentCheck {
  const parts = arg.split(',').map((p) => p.trim());
  if (parts.length !== 2 || !parts.every((p) => NUMBER.test(p))) {
    return fail('Expected "min,max", for example 18.0,25.0');
  }
  const [min, max] = parts.map(Number) as [number, number];
  return min <= max ? ok(parts.join(',')) : fail('min must not be greater than max');
}

function interval(arg: string, minimum: number): ArgumentCheck {
  if (!NUMBER.test(arg)) return fail(INTERVAL_MESSAGE);
  const value = Number(arg);
  if (!(value > 0) || value > INTERVAL_MAX_MINUTES) return fail(INTERVAL_MESSAGE);
  if (value < minimum) return fail(`The server interval is at least ${minimum} minute`);
  return ok(arg);
}

function positive(arg: string, max: number, what: string): ArgumentCheck {
  if (!NUMBER.test(arg)) return fail(`${what} must be a number`);
  const value = Number(arg);
  return value > 0 && value <= max ? ok(arg) : fail(`${what} must be >0 and <=${max}`);
}

const none = (arg: string): ArgumentCheck => (arg === '' ? ok('') : fail('This function takes no argument'));

const RULES: Record<DeviceFunction, (arg: string) => ArgumentCheck> = {
  getReadings: none,
  getConfig: none,
  pushNow: none,
  saveConfig: none,
  loadConfig: none,
  softReset: none,
  setHumidityThreshold: range,
  setTemperatureThreshold: range,
  setCO2Threshold: range,
  toggleSocket: (arg) => {
    const [socket, state, ...rest] = arg.split(',').map((p) => p.trim());
    const socketOk = SOCKET_NUMBERS.some((n) => String(n) === socket);
    const stateOk = (SOCKET_STATES as readonly string[]).includes(state ?? '');
    return socketOk && stateOk && rest.length === 0
      ? ok(`${socket},${state}`)
      : fail('Expected "socket,state" with socket 1 to 4 and state on, off or auto');
  },
  setVPDType: (arg) =>
    (VPD_TYPES as readonly string[]).includes(arg) ? ok(arg) : fail('VPD type is one of air, leaf, leaf+'),
  factoryReset: (arg) => (arg === 'true' || arg === 'false' ? ok(arg) : fail('wipeEEPROM is true or false')),
  calibrateCO2ppm: (arg) => positive(arg, 10_000, 'CO2 ppm'),
  setDisplayInterval: (arg) => interval(arg, 0),
  setServerInterval: (arg) => interval(arg, SERVER_INTERVAL_MIN_MINUTES),
  calibrateIn: (arg) => positive(arg, 100_000, 'Pulses per litre'),
  calibrateOut: (arg) => positive(arg, 100_000, 'Pulses per litre'),
};

/** Trims the argument and checks it against the function's rule. */
export function checkArgument(name: DeviceFunction, arg: string | undefined): ArgumentCheck {
  return RULES[name]((arg ?? '').trim());
}
