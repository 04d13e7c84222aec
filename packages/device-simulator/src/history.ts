import type { ClimatePayload, SoilPayload, WaterPayload } from '@canopy/shared/device-contract';
import { climateSample, defaultClimateSettings } from './devices/climate-model.ts';
import { soilSample } from './devices/soil.ts';
import { WaterMeterModel } from './devices/water-model.ts';
import { DAY_MS, hashString, MINUTE_MS } from './random.ts';

export interface Sample<T> {
  ts: number;
  payload: T;
}

/**
 * Past telemetry of a demo device, the same model the live simulator runs, so backfilled charts join the
 * live ones without a seam. Generated lazily: a week at one minute is 10,080 samples per device.
 */
export function* climateHistory(
  id: string,
  from: number,
  to: number,
  stepMs = MINUTE_MS,
): Generator<Sample<ClimatePayload>> {
  const seed = hashString(id);
  const settings = defaultClimateSettings();
  for (let ts = align(from, stepMs); ts <= to; ts += stepMs)
    yield { ts, payload: climateSample(seed, settings, ts) };
}

export function* soilHistory(
  id: string,
  from: number,
  to: number,
  stepMs = MINUTE_MS,
  inMedium = true,
): Generator<Sample<SoilPayload>> {
  const seed = hashString(id);
  for (let ts = align(from, stepMs); ts <= to; ts += stepMs)
    yield { ts, payload: soilSample(seed, inMedium, ts) };
}

/** Water totals are cumulative, so the meter is replayed from `meterStartMs` (the live meter's start). */
export function* waterHistory(
  id: string,
  from: number,
  to: number,
  stepMs = MINUTE_MS,
  meterStartMs = to - 7 * DAY_MS,
): Generator<Sample<WaterPayload>> {
  const model = new WaterMeterModel(hashString(id), Math.min(meterStartMs, from));
  for (let ts = align(from, stepMs); ts <= to; ts += stepMs) {
    model.advanceTo(ts);
    yield { ts, payload: model.reading('1.4.2') };
  }
}

const align = (ts: number, stepMs: number) => Math.ceil(ts / stepMs) * stepMs;
