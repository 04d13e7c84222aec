import { SOCKET_NUMBERS } from '@canopy/shared/constants';
import {
  checkArgument,
  DEVICE_FUNCTIONS,
  isStaffFunction,
  SOCKET_STATES,
  VPD_TYPES,
  type DeviceFunction,
} from '@canopy/shared/device-commands';
import type { TranslationKey } from '../../../i18n/translation-key';

/** One argument input: numeric, or a list to pick from for an enumerated argument. */
export type ArgInput =
  | { kind: 'number'; labelKey: TranslationKey; min?: number; max?: number }
  | { kind: 'select'; labelKey: TranslationKey; options: readonly string[] };

const threshold: ArgInput[] = [
  { kind: 'number', labelKey: 'devices.argMin' },
  { kind: 'number', labelKey: 'devices.argMax' },
];
const minutes = (min: number): ArgInput[] => [
  { kind: 'number', labelKey: 'devices.argMinutes', min, max: 1440 },
];

export const FUNCTION_ARGS: Record<
  DeviceFunction,
  { inputs: ArgInput[]; hintKey: TranslationKey; example?: string }
> = {
  setHumidityThreshold: { inputs: threshold, hintKey: 'devices.hintThreshold', example: '40.0,60.0' },
  setTemperatureThreshold: { inputs: threshold, hintKey: 'devices.hintThreshold', example: '18.0,25.0' },
  setCO2Threshold: { inputs: threshold, hintKey: 'devices.hintThreshold', example: '400,1000' },
  calibrateCO2ppm: {
    inputs: [{ kind: 'number', labelKey: 'devices.argPpm', min: 1 }],
    hintKey: 'devices.hintPpm',
  },
  setDisplayInterval: { inputs: minutes(0), hintKey: 'devices.hintDisplayInterval' },
  setServerInterval: { inputs: minutes(1), hintKey: 'devices.hintServerInterval' },
  toggleSocket: {
    inputs: [
      { kind: 'select', labelKey: 'devices.socket', options: SOCKET_NUMBERS.map(String) },
      { kind: 'select', labelKey: 'devices.state', options: SOCKET_STATES },
    ],
    hintKey: 'devices.hintSocket',
  },
  setVPDType: {
    inputs: [{ kind: 'select', labelKey: 'devices.argType', options: VPD_TYPES }],
    hintKey: 'devices.hintVpd',
  },
  factoryReset: {
    inputs: [{ kind: 'select', labelKey: 'devices.argWipe', options: ['true', 'false'] }],
    hintKey: 'devices.hintFactoryReset',
  },
  calibrateIn: {
    inputs: [{ kind: 'number', labelKey: 'devices.argPpl', min: 1 }],
    hintKey: 'devices.hintPpl',
  },
  calibrateOut: {
    inputs: [{ kind: 'number', labelKey: 'devices.argPpl', min: 1 }],
    hintKey: 'devices.hintPpl',
  },
  getReadings: { inputs: [], hintKey: 'devices.hintNone' },
  getConfig: { inputs: [], hintKey: 'devices.hintNone' },
  pushNow: { inputs: [], hintKey: 'devices.hintNone' },
  saveConfig: { inputs: [], hintKey: 'devices.hintNone' },
  loadConfig: { inputs: [], hintKey: 'devices.hintNone' },
  softReset: { inputs: [], hintKey: 'devices.hintNone' },
};

/** Water-meter calibration means nothing to a climate controller. */
const WATER_ONLY: readonly DeviceFunction[] = ['calibrateIn', 'calibrateOut'];

/**
 * The climate page's picker: staff functions only for superuser and admin, and, when the device lists its
 * callable functions (its `functions`), only those; names outside our allowlist are never offered.
 */
export function climateFunctions(staff: boolean, offered?: readonly string[] | null): DeviceFunction[] {
  const listed = offered && offered.length > 0 ? offered : null;
  return DEVICE_FUNCTIONS.filter(
    (f) => !WATER_ONLY.includes(f) && (staff || !isStaffFunction(f)) && (!listed || listed.includes(f)),
  );
}

/** Empty arguments are dropped and the rest joined with commas, the one `arg` string the device takes. */
export const joinArgs = (values: readonly string[]): string =>
  values
    .map((v) => v.trim())
    .filter((v) => v !== '')
    .join(',');

const INTERVALS: readonly DeviceFunction[] = ['setDisplayInterval', 'setServerInterval'];

/** The joined argument, or the i18n key of the message to show instead of calling. */
export function prepareArgument(
  name: DeviceFunction,
  values: readonly string[],
): { ok: true; arg: string } | { ok: false; messageKey: TranslationKey } {
  const check = checkArgument(name, joinArgs(values));
  if (check.ok) return { ok: true, arg: check.arg };
  return {
    ok: false,
    messageKey: INTERVALS.includes(name) ? 'devices.intervalInvalid' : 'devices.commandError',
  };
}
