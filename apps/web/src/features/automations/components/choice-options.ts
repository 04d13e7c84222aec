import type { TFunction } from 'i18next';
import { GROWING_STAGES } from '@canopy/shared/crop';
import type { DeviceKind } from '@canopy/shared/device-contract';
import { useRooms } from '../../../lib/crop/api/list-rooms';
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

/** The site's rooms as options, led by "Choose…". */
export function useRoomChoices(choose: string): Option[] {
  const rooms = useRooms();
  return withChoose(
    choose,
    (rooms.data ?? []).map((room) => ({ value: room._id, label: room.name })),
  );
}

/** The growing stages as options, in the reader's words. */
export const stageOptions = (t: TFunction): Option[] =>
  GROWING_STAGES.map((stage) => ({ value: stage, label: t(`crop.stages.${stage}`) }));
