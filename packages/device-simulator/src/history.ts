import type { ClimatePayload, SoilPayload, WaterPayload } from '@canopy/shared/device-contract';
import {
  climateSample,
  defaultClimateSettings,
  NO_BIAS,
  VEG_LIGHTS,
  type ClimateSettings,
  type Photoperiod,
  type RoomBias,
} from './devices/climate-model.ts';
import { soilSample } from './devices/soil.ts';
import { WaterMeterModel } from './devices/water-model.ts';
import { hashString } from './random.ts';

export interface Sample<T> {
  ts: number;
  payload: T;
}

/**
 * How densely history is sampled: every `fineMs` from `fineFrom` on, every `coarseMs` before it. Months at
 * one minute would make a first start slow, and their old part is read through the rollups anyway.
 */
export interface Resolution {
  fineFrom: number;
  fineMs: number;
  coarseMs: number;
}

/**
 * The moments in [from, to] history is sampled at, ascending. A coarse sample sits mid-step (at :05, :15...
 * for ten minutes): the model's events begin on whole hours (lights, irrigation shots of eight minutes),
 * so a reading just after one shows it, a meter's rate being that of its last minute.
 */
export function* sampleTimes(from: number, to: number, resolution: Resolution): Generator<number> {
  const { fineFrom, fineMs, coarseMs } = resolution;
  const half = coarseMs / 2;
  const coarseEnd = Math.min(fineFrom, to + 1);
  for (let ts = align(from - half, coarseMs) + half; ts < coarseEnd; ts += coarseMs) yield ts;
  for (let ts = align(Math.max(from, fineFrom), fineMs); ts <= to; ts += fineMs) yield ts;
}

/**
 * Past telemetry of a demo device at the given moments, the same model the live simulator runs, so
 * backfilled charts join the live ones without a seam. Generated lazily: a week at one minute is 10,080
 * samples per device.
 */
export function* climateHistory(
  id: string,
  times: Iterable<number>,
  bias: RoomBias = NO_BIAS,
  /** The controller's own defaults (its fleet entry's): history is of a unit nobody changed. */
  own: Partial<ClimateSettings> = {},
): Generator<Sample<ClimatePayload>> {
  const seed = hashString(id);
  const settings = defaultClimateSettings(own);
  for (const ts of times) yield { ts, payload: climateSample(seed, settings, ts, bias) };
}

export function* soilHistory(
  id: string,
  times: Iterable<number>,
  inMedium = true,
  lights: Photoperiod = VEG_LIGHTS,
): Generator<Sample<SoilPayload>> {
  const seed = hashString(id);
  for (const ts of times) yield { ts, payload: soilSample(seed, inMedium, ts, lights) };
}

/**
 * Water totals are cumulative, so the meter is replayed minute by minute from `meterStartMs` (the live
 * meter's start) whatever the moments asked: a coarse sample carries every litre counted before it.
 */
export function* waterHistory(
  id: string,
  times: Iterable<number>,
  meterStartMs: number,
): Generator<Sample<WaterPayload>> {
  let model: WaterMeterModel | undefined;
  for (const ts of times) {
    model ??= new WaterMeterModel(hashString(id), Math.min(meterStartMs, ts));
    model.advanceTo(ts);
    yield { ts, payload: model.reading('1.4.2') };
  }
}

const align = (ts: number, stepMs: number) => Math.ceil(ts / stepMs) * stepMs;
