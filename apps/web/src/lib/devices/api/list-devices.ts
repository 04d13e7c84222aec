import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  climateDeviceListSchema,
  soilDeviceListSchema,
  type ClimateDevice,
  type SoilDevice,
} from '@canopy/shared/schemas/devices';
import { waterDeviceListSchema, type WaterDevice } from '@canopy/shared/schemas/water';
import { apiRequest } from '../../api-client';
import { deviceKeys, DEVICE_POLL_MS } from './device-keys';

export function listClimateDevices(): Promise<ClimateDevice[]> {
  return apiRequest('/devices/active', { schema: climateDeviceListSchema });
}
export function listSoilDevices(): Promise<SoilDevice[]> {
  return apiRequest('/sensor-data/soil7in1/devices', { schema: soilDeviceListSchema });
}
export function listWaterDevices(): Promise<WaterDevice[]> {
  return apiRequest('/water-in-out/devices', { schema: waterDeviceListSchema });
}

export const climateDevicesQueryOptions = () =>
  queryOptions({
    queryKey: deviceKeys.climateList(),
    queryFn: listClimateDevices,
    refetchInterval: DEVICE_POLL_MS,
  });
export const soilDevicesQueryOptions = () =>
  queryOptions({
    queryKey: deviceKeys.soilList(),
    queryFn: listSoilDevices,
    refetchInterval: DEVICE_POLL_MS,
  });
export const waterDevicesQueryOptions = () =>
  queryOptions({
    queryKey: deviceKeys.waterList(),
    queryFn: listWaterDevices,
    refetchInterval: DEVICE_POLL_MS,
  });

export const useClimateDevices = () => useQuery(climateDevicesQueryOptions());
export const useSoilDevices = () => useQuery(soilDevicesQueryOptions());
export const useWaterDevices = () => useQuery(waterDevicesQueryOptions());
