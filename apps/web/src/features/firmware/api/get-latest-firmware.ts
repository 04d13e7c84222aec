import { useQuery } from '@tanstack/react-query';
import { firmwareVersionSchema, type FirmwareVersion } from '@canopy/shared/schemas/devices';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys } from '../../../lib/devices/api/device-keys';

/** The newest stored firmware version of a device type. */
export function getLatestFirmware(deviceType: string): Promise<FirmwareVersion> {
  return apiRequest(`/firmware/latest?deviceType=${encodeURIComponent(deviceType)}`, {
    schema: firmwareVersionSchema,
  });
}

export const useLatestFirmware = (deviceType: string) =>
  useQuery({ queryKey: deviceKeys.firmwareLatest(deviceType), queryFn: () => getLatestFirmware(deviceType) });
