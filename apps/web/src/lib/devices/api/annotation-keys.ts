import { deviceKeys } from './device-keys';

/** Query keys of a device's annotations; every range of the device hangs under `all`. */
export const annotationKeys = {
  all: (deviceId: string) => [...deviceKeys.device(deviceId), 'annotations'] as const,
  range: (deviceId: string, from: number, to: number) => [...annotationKeys.all(deviceId), from, to] as const,
};

/** The device's path the annotation calls hang under. */
export const annotationDevicePath = (deviceId: string) => `/devices/${encodeURIComponent(deviceId)}`;
