import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys, DEVICE_POLL_MS } from './device-keys';
import { climateDeviceSchema, listOf, type ClimateDevice } from './device-schemas';

/** The climate-only list item nests its readings (SPEC section 3); cards read them flat. */
const particleItemSchema = climateDeviceSchema
  .extend({
    readings: climateDeviceSchema
      .pick({ temperature: true, humidity: true, co2: true, vpd: true, light: true, lightStatus: true })
      .nullish(),
  })
  .transform(({ readings, ...rest }): ClimateDevice => ({ ...rest, ...readings }));

export function listParticleDevices(): Promise<ClimateDevice[]> {
  return apiRequest('/devices/particle', { schema: listOf(particleItemSchema) });
}

export const particleDevicesQueryOptions = () =>
  queryOptions({
    queryKey: deviceKeys.particleList(),
    queryFn: listParticleDevices,
    refetchInterval: DEVICE_POLL_MS,
  });

export const useParticleDevices = () => useQuery(particleDevicesQueryOptions());
