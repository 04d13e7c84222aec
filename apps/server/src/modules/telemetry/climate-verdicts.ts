import type { ThresholdRange } from '@canopy/shared/thresholds';
import type { ClimateRowToStore } from './telemetry.repository.ts';
import type { ClimateReading } from './telemetry-parser.ts';

/** The phase a reading was taken in: the controller's own day/night, else its light. */
export function climatePhaseOf(reading: ClimateReading): 'day' | 'night' | null {
  if (reading.dayStatus) return reading.dayStatus;
  return reading.lightStatus === null ? null : reading.lightStatus ? 'day' : 'night';
}

/** 1 inside the range, 0 outside, null when there is no value or no limit to judge it by. */
function verdict(value: number | null, range: ThresholdRange): 0 | 1 | null {
  if (value === null || (range.min === null && range.max === null)) return null;
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max) ? 1 : 0;
}

/**
 * Whether each thresholded value is inside the limits the controller reported with it, for its phase: the
 * limits in force at the time, which the daily summary's in-range share is counted against.
 */
export function climateVerdicts(reading: ClimateReading): ClimateRowToStore['in_range'] {
  const phase = climatePhaseOf(reading);
  if (!phase) return undefined;
  const limits = reading.thresholds[phase];
  return {
    temperature: verdict(reading.temperature, limits.temperature),
    humidity: verdict(reading.humidity, limits.humidity),
    co2: verdict(reading.co2, limits.co2),
  };
}
