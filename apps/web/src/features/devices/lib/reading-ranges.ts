import type { ClimateDevice } from '@canopy/shared/schemas/devices';
import type { ThresholdPeriod } from '@canopy/shared/thresholds';
import { climateThresholds, dayNightOf } from '../../../lib/devices/climate-view';

/**
 * The limits a climate reading is held against now: those of the phase the controller is in. Without a known
 * phase nothing is marked, since a value may be right for one phase and wrong for the other.
 */
export function currentRanges(device: ClimateDevice): ThresholdPeriod | null {
  const dayNight = dayNightOf(device);
  if (dayNight === null) return null;
  const thresholds = climateThresholds(device);
  return dayNight ? thresholds.day : thresholds.night;
}
