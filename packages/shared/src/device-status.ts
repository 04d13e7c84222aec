/** When a device counts as online, from its last timestamp; used by the server and the web app alike. */
import { CLIMATE_ONLINE_WINDOW_MS, SECONDS_TIMESTAMP_LIMIT, SOIL_ONLINE_WINDOW_MS } from './constants.ts';

export type DeviceStatus = 'online' | 'offline' | 'unknown';

/** A number below 1e12 is seconds, otherwise milliseconds; strings may be numbers or ISO dates. */
export function toEpochMs(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) return null;
    return value < SECONDS_TIMESTAMP_LIMIT ? value * 1000 : value;
  }
  if (typeof value === 'string' && value.trim() !== '') {
    const asNumber = Number(value);
    if (Number.isFinite(asNumber)) return toEpochMs(asNumber);
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  return null;
}

function withinWindow(lastTs: unknown, nowMs: number, windowMs: number): DeviceStatus {
  const ms = toEpochMs(lastTs);
  if (ms === null) return 'offline';
  return nowMs - ms <= windowMs ? 'online' : 'offline';
}

export const climateStatus = (lastTs: unknown, nowMs: number): DeviceStatus =>
  withinWindow(lastTs, nowMs, CLIMATE_ONLINE_WINDOW_MS);

export const soilStatus = (lastTs: unknown, nowMs: number): DeviceStatus =>
  withinWindow(lastTs, nowMs, SOIL_ONLINE_WINDOW_MS);

/** A water device is online once it has reported at all; without a timestamp its state is unknown. */
export const waterStatus = (lastTs: unknown): DeviceStatus =>
  toEpochMs(lastTs) === null ? 'unknown' : 'online';
