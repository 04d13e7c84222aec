import { useQuery } from '@tanstack/react-query';
import {
  climateDaySchema,
  soilDaySchema,
  waterDaySchema,
  type ClimateDay,
  type SoilDay,
  type WaterDay,
} from '@canopy/shared/schemas/history';
import { apiRequest } from '../../api-client';
import { deviceKeys } from './device-keys';

const SCHEMAS = {
  climate: climateDaySchema.array(),
  soil: soilDaySchema.array(),
  water: waterDaySchema.array(),
};
type Days = { climate: ClimateDay[]; soil: SoilDay[]; water: WaterDay[] };

/** One row per day of [from, to) in the device time zone, as the device's kind shapes it. */
export function useDailySummary<K extends keyof Days>(kind: K, deviceId: string, from: number, to: number) {
  return useQuery({
    queryKey: deviceKeys.daily(deviceId, from, to),
    queryFn: (): Promise<Days[K]> =>
      apiRequest(`/devices/${encodeURIComponent(deviceId)}/daily?from=${from}&to=${to}`, {
        schema: SCHEMAS[kind] as never,
      }),
    enabled: from < to,
  });
}
