import type { ClimateDevice, ClimateThresholds } from '@canopy/shared/schemas/devices';
import type { ThresholdPeriod, Thresholds } from '@canopy/shared/thresholds';

export const climateId = (d: ClimateDevice): string => d.id;

/** The name the device was given, else the cloud's name, else its id. */
export const climateName = (d: ClimateDevice): string => d.customName || d.name || d.id;

export const climateLastSeen = (d: ClimateDevice): number | null => d.lastSeenAt;

/** The server decides (a reading in the last 15 minutes, unless the cloud says the device is gone). */
export const climateOnline = (d: ClimateDevice): boolean => d.status === 'online';

const period = (p: ClimateThresholds['day']): ThresholdPeriod => ({
  temperature: { min: p.temperature[0], max: p.temperature[1] },
  humidity: { min: p.humidity[0], max: p.humidity[1] },
  co2: { min: p.co2[0], max: p.co2[1] },
});

/** The [min, max] pairs of the answer as ranges. */
export const climateThresholds = (d: ClimateDevice): Thresholds => ({
  day: period(d.thresholds.day),
  night: period(d.thresholds.night),
});

/** 1 day, 0 night, null unknown: the phase the controller reports, else its light. */
export const dayNightOf = (d: ClimateDevice): 0 | 1 | null =>
  d.dayStatus === null ? d.lightStatus : d.dayStatus === 'day' ? 1 : 0;

export const hasReadings = (d: ClimateDevice): boolean =>
  [d.temperature, d.humidity, d.co2, d.vpd].some((v) => v !== null);

/** The socket that drives temperature, humidity or CO2, as its number's text. */
export function socketOf(d: ClimateDevice, key: 'temperature' | 'humidity' | 'co2'): string | null {
  const value = d.sockets[key];
  return value === null ? null : String(value);
}
