import { climateStatus, toEpochMs, type DeviceStatus } from '@canopy/shared/device-status';
import { lightStatusOf, parseThresholds, type Thresholds } from '@canopy/shared/thresholds';
import type { ClimateDevice } from '../api/device-schemas';

export const climateId = (d: ClimateDevice): string => d.id ?? d.device_id ?? '';

export const climateName = (d: ClimateDevice): string =>
  d.customName || d.name || d.device_name || climateId(d);

export const climateLastSeen = (d: ClimateDevice): number | null =>
  toEpochMs(d.lastSeenAt) ?? toEpochMs(d.timestamp) ?? toEpochMs(d.lastUpdated);

/** The server's status wins when given; otherwise the 15-minute rule of SPEC section 4. */
export function climateOnline(d: ClimateDevice, nowMs: number): boolean {
  const status: DeviceStatus | string =
    d.status ?? climateStatus(d.timestamp ?? d.lastUpdated ?? d.lastSeenAt, nowMs);
  return status === 'online';
}

export const climateThresholds = (d: ClimateDevice): Thresholds => parseThresholds(d);

/** 1 day, 0 night, null unknown: dayStatus first, then its alias dayNight, then lightStatus. */
export const dayNightOf = (d: ClimateDevice): 0 | 1 | null =>
  lightStatusOf(d.dayStatus ?? d.dayNight ?? d.lightStatus);

export const hasReadings = (d: ClimateDevice): boolean =>
  [d.temperature, d.humidity, d.co2, d.vpd].some((v) => v !== null && v !== undefined);

/** Sockets may use `temp` for temperature (SPEC section 3). */
export function socketOf(d: ClimateDevice, key: 'temperature' | 'humidity' | 'co2'): string | null {
  const sockets = d.sockets ?? {};
  const value = key === 'temperature' ? (sockets.temperature ?? sockets.temp) : sockets[key];
  return value === null || value === undefined ? null : String(value);
}
