import { SOCKET_NUMBERS } from '@canopy/shared/constants';
import { SOCKET_STATES, VPD_TYPES, type DeviceFunction } from '@canopy/shared/device-commands';

/** One part of a command's argument: a number, or one of a few words. Keys are the form's labels. */
export type ArgPart =
  | { kind: 'number'; label: 'argMin' | 'argMax' | 'argValue' }
  | { kind: 'select'; label: 'socket' | 'socketState' | 'argValue'; options: readonly string[] };

const range: ArgPart[] = [
  { kind: 'number', label: 'argMin' },
  { kind: 'number', label: 'argMax' },
];
const one: ArgPart[] = [{ kind: 'number', label: 'argValue' }];

/** The inputs of each function's argument, after its rule in `checkArgument` (which the form applies). */
export function argParts(name: string): ArgPart[] {
  switch (name as DeviceFunction) {
    case 'setHumidityThreshold':
    case 'setTemperatureThreshold':
    case 'setCO2Threshold':
      return range;
    case 'toggleSocket':
      return [
        { kind: 'select', label: 'socket', options: SOCKET_NUMBERS.map(String) },
        { kind: 'select', label: 'socketState', options: SOCKET_STATES },
      ];
    case 'setVPDType':
      return [{ kind: 'select', label: 'argValue', options: VPD_TYPES }];
    case 'factoryReset':
      return [{ kind: 'select', label: 'argValue', options: ['true', 'false'] }];
    case 'calibrateCO2ppm':
    case 'setDisplayInterval':
    case 'setServerInterval':
    case 'calibrateIn':
    case 'calibrateOut':
      return one;
    default:
      return [];
  }
}
