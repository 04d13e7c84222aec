import type { DeviceKind } from '@canopy/shared/device-contract';
import type { AnyDevice } from '../../../lib/devices/api/list-all-devices';

export interface Option {
  value: string;
  label: string;
}

/** A select's options, led by an empty "Choose…" so nothing is picked for the user. */
export const withChoose = (choose: string, options: readonly Option[]): Option[] => [
  { value: '', label: choose },
  ...options,
];

/** The devices of the given kinds (all without kinds) as options. */
export const deviceOptions = (devices: readonly AnyDevice[] | undefined, kinds?: DeviceKind[]) =>
  (devices ?? [])
    .filter((device) => !kinds || kinds.includes(device.kind))
    .map((device) => ({ value: device.id, label: device.name }));
