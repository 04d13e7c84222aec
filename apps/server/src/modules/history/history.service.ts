import { bucketsIn, HISTORY_MAX_POINTS, HISTORY_STEP_MS, historyStepFor } from '@canopy/shared/history-steps';
import { DEVICE_TIME_ZONE } from '@canopy/shared/constants';
import type {
  ClimateDay,
  ClimateSeriesPoint,
  DailyQuery,
  SeriesQuery,
  SoilDay,
  SoilSeriesPoint,
  WaterDay,
} from '@canopy/shared/schemas/history';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { deviceNotFound } from '../devices/devices.errors.ts';
import type { DeviceDirectory } from '../devices/devices.types.ts';
import {
  climateDays,
  climateJudgement,
  soilDays,
  waterDays,
  type ClimateJudgement,
} from './daily-summary.ts';
import { tooManyPoints } from './history.errors.ts';
import { localDateOf } from './local-days.ts';
import { climateSeries, readClimateSeries, soilSeries, type ClimateSeriesRead } from './history-series.ts';

type SeriesKind = 'climate' | 'soil';

const DAY_MS = 86_400_000;

/** History over any range: series by step, refused past 2,000 points; daily summaries. */
export function createHistoryService(
  db: Kysely<Database>,
  devices: DeviceDirectory,
  timeZone = DEVICE_TIME_ZONE,
) {
  const dateOf = localDateOf(timeZone);

  /** The stored id of a device of this kind, or a 404. */
  async function deviceOf(kind: SeriesKind, id: string): Promise<string> {
    const device = await devices.find(id.toLowerCase());
    if (!device || device.kind !== kind) throw deviceNotFound();
    return device.id;
  }

  /**
   * The step asked for or picked, checked against the point limit before any read, and the range widened
   * to whole buckets of it: every point is a whole bucket, whichever table it is read from.
   */
  function windowOf({ from, to, step }: SeriesQuery) {
    const chosen = step ?? historyStepFor(from, to);
    const points = bucketsIn(from, to, chosen);
    if (points > HISTORY_MAX_POINTS) throw tooManyPoints(points);
    const size = HISTORY_STEP_MS[chosen];
    return { from: Math.floor(from / size) * size, to: Math.ceil(to / size) * size, step: chosen };
  }

  return {
    /** The step a range is read at and the range in whole buckets of it; 400 past 2,000 points. */
    window: windowOf,

    async climateSeries(id: string, query: SeriesQuery): Promise<ClimateSeriesPoint[]> {
      const { from, to, step } = windowOf(query);
      return climateSeries(db, await deviceOf('climate', id), from, to, step);
    },

    /** The same series in the form the database hands it over cheapest, for the route to write. */
    async climateSeriesRead(id: string, query: SeriesQuery): Promise<ClimateSeriesRead> {
      const { from, to, step } = windowOf(query);
      return readClimateSeries(db, await deviceOf('climate', id), from, to, step);
    },

    async soilSeries(id: string, query: SeriesQuery): Promise<SoilSeriesPoint[]> {
      const { from, to, step } = windowOf(query);
      return soilSeries(db, await deviceOf('soil', id), from, to, step);
    },

    /**
     * A climate device's readings judged against the limits in force over [from, to), and how many were
     * inside, per metric: the daily summary's in-range rule over any span (the weekly digest's time in
     * target). A 404 for any device but a climate one.
     */
    async climateJudgement(
      id: string,
      { from, to }: { from: number; to: number },
    ): Promise<ClimateJudgement> {
      return climateJudgement(db, await deviceOf('climate', id), from, to);
    },

    /** One row per day of the range in the device time zone, shaped by the device's kind. */
    async daily(id: string, { from, to }: DailyQuery): Promise<ClimateDay[] | SoilDay[] | WaterDay[]> {
      const days = Math.ceil((to - from) / DAY_MS);
      if (days > HISTORY_MAX_POINTS) throw tooManyPoints(days);
      const device = await devices.find(id.toLowerCase());
      if (device?.kind === 'climate') return climateDays(db, device.id, from, to, dateOf);
      if (device?.kind === 'soil') return soilDays(db, device.id, from, to, dateOf);
      if (device?.kind === 'water') return waterDays(db, device.id, from, to, dateOf);
      throw deviceNotFound();
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
