import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys, DEVICE_POLL_MS } from './device-keys';
import {
  climateDeviceSchema,
  listOf,
  soilDeviceSchema,
  waterDeviceSchema,
  type ClimateDevice,
  type SoilDevice,
  type WaterDevice,
} from './device-schemas';

export function listClimateDevices(): Promise<ClimateDevice[]> {
  return apiRequest('/devices/active', { schema: listOf(climateDeviceSchema) });
}
export function listSoilDevices(): Promise<SoilDevice[]> {
  return apiRequest('/sensor-data/soil7in1/devices', { schema: listOf(soilDeviceSchema) });
}
export function listWaterDevices(): Promise<WaterDevice[]> {
  return apiRequest('/water-in-out/devices', { schema: listOf(waterDeviceSchema) });
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
