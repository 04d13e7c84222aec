import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys, DEVICE_POLL_MS } from './device-keys';
import { listOf } from './device-schemas';

/** A stored power alert (DESIGN section 8): a failure, or the recovery after one. */
export const deviceAlertSchema = z.object({
  _id: z.string(),
  deviceId: z.string(),
  kind: z.string(),
  message: z.string().nullish(),
  createdAt: z.string(),
  /** Telegram delivery; null (or absent from an older server) when no message was queued. */
  delivered: z.boolean().nullish(),
});
export type DeviceAlert = z.infer<typeof deviceAlertSchema>;

export function getDeviceAlerts(id: string): Promise<DeviceAlert[]> {
  return apiRequest(`/alerts?deviceId=${encodeURIComponent(id)}`, { schema: listOf(deviceAlertSchema) });
}

export const useDeviceAlerts = (id: string) =>
  useQuery({
    queryKey: deviceKeys.alerts(id),
    queryFn: () => getDeviceAlerts(id),
    refetchInterval: DEVICE_POLL_MS,
  });
