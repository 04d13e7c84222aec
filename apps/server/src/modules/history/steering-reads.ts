import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { runHistoryQuery } from './history.repository.ts';
import { average, climateTotals, lightEdges, moistureIn } from './steering-rollups.ts';
import { waterBesideCuts, waterChanges } from './steering-water.ts';

export type { SteeringClimateTotals, SteeringLightBucket } from './steering-rollups.ts';
export { joinReadings, type SteeringWaterReading } from './steering-water.ts';

/**
 * What crop steering (DESIGN section 23) reads of a device's history, in [from, to) epoch ms, oldest first:
 * a climate controller's and a soil probe's 5-minute rollups, whole or only what a figure needs of ten
 * weeks of them (steering-rollups.ts), and a water meter's readings where its totals moved
 * (steering-water.ts). The same on SQLite and PostgreSQL: every cell goes through `Number` (PostgreSQL
 * hands bigints and sums over as text), and the shares and averages handed over are divided here.
 */

/** A climate controller's 5-minute bucket. */
export interface SteeringClimateBucket {
  ts: number;
  /** The share of the bucket's readings with the lights on, 0..1; null without a light reading. */
  light: number | null;
  vpd: number | null;
  /** Readings judged against the controller's limits in force, and those of them inside (rollup-spec.ts). */
  temperatureIn: number;
  temperatureJudged: number;
  humidityIn: number;
  humidityJudged: number;
}

/** A soil probe's 5-minute bucket: the averages of its moisture (%) and EC (mS/cm). */
export interface SteeringSoilBucket {
  ts: number;
  moisture: number | null;
  ec: number | null;
}

type Cells = Record<string, unknown>;

export function createSteeringReads(db: Kysely<Database>) {
  /** A device's 5-minute rollups in [from, to), oldest first; each read selects the columns it needs. */
  const bucketsOf = (
    table: 'climate_rollups_5m' | 'soil_rollups_5m',
    deviceId: string,
    from: number,
    to: number,
  ) =>
    db
      .selectFrom(table)
      .where('device_id', '=', deviceId)
      .where('bucket', '>=', from)
      .where('bucket', '<', to)
      .orderBy('bucket');

  return {
    async climateBuckets(deviceId: string, from: number, to: number): Promise<SteeringClimateBucket[]> {
      const rows = await runHistoryQuery<Cells>(db, 'steering-climate', [deviceId, from, to], () =>
        bucketsOf('climate_rollups_5m', deviceId, from, to).select([
          'bucket',
          'light_sum',
          'light_n',
          'vpd_sum',
          'vpd_n',
          'temperature_in',
          'temperature_judged',
          'humidity_in',
          'humidity_judged',
        ]),
      );
      return rows.map((row) => ({
        ts: Number(row.bucket),
        light: average(row.light_sum, row.light_n),
        vpd: average(row.vpd_sum, row.vpd_n),
        temperatureIn: Number(row.temperature_in),
        temperatureJudged: Number(row.temperature_judged),
        humidityIn: Number(row.humidity_in),
        humidityJudged: Number(row.humidity_judged),
      }));
    },

    async soilBuckets(deviceId: string, from: number, to: number): Promise<SteeringSoilBucket[]> {
      const rows = await runHistoryQuery<Cells>(db, 'steering-soil', [deviceId, from, to], () =>
        bucketsOf('soil_rollups_5m', deviceId, from, to).select([
          'bucket',
          'moisture_pct_sum',
          'moisture_pct_n',
          'ec_mscm_sum',
          'ec_mscm_n',
        ]),
      );
      return rows.map((row) => ({
        ts: Number(row.bucket),
        moisture: average(row.moisture_pct_sum, row.moisture_pct_n),
        ec: average(row.ec_mscm_sum, row.ec_mscm_n),
      }));
    },

    /**
     * A meter's readings either side of each change of its totals, and those either side of each cut
     * (the bounds of every span whose litres will be counted): together, joined by `joinReadings`, all
     * that its shots and litres read (steering-water.ts).
     */
    waterChanges: (deviceId: string, from: number, to: number) => waterChanges(db, deviceId, from, to),
    waterBesideCuts: (deviceId: string, from: number, to: number, cuts: readonly number[]) =>
      waterBesideCuts(db, deviceId, from, to, cuts),

    /** A controller's buckets where the lights may have switched (steering-rollups.ts). */
    lightEdges: (deviceId: string, from: number, to: number) => lightEdges(db, deviceId, from, to),

    /** A controller's VPD buckets in a target and judged readings over [from, to) (steering-rollups.ts). */
    climateTotals: (
      deviceId: string,
      from: number,
      to: number,
      target: { min: number; max: number } | null,
    ) => climateTotals(db, deviceId, from, to, target),

    /** A probe's moisture buckets beginning in any of these spans, which lie apart (steering-rollups.ts). */
    moistureIn: (deviceId: string, spans: readonly { from: number; to: number }[]) =>
      moistureIn(db, deviceId, spans),
  };
}

export type SteeringReads = ReturnType<typeof createSteeringReads>;
