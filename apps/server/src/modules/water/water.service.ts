import { parseEventJson } from '@canopy/shared/device-contract';
import { WATER_STEP_MS, waterStepFor, type WaterStep } from '@canopy/shared/water-steps';
import { toMs } from '../../db/epoch-ms.ts';
import type { Clock } from '../../lib/clock.ts';
import { deviceNotFound } from '../devices/devices.errors.ts';
import { toWaterDevice } from '../devices/devices.mapper.ts';
import type { DeviceDirectory } from '../devices/devices.types.ts';
import { num, type WaterReading } from '../telemetry/telemetry-parser.ts';
import type { HistoryReads, WaterBucketCells } from '../history/history.types.ts';
import { round3 } from './water-series-json.ts';

/** Aggregates arrive as numbers, or as strings for PostgreSQL bigints. */
const n = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export interface WaterSeriesCells {
  deviceId: string;
  step: WaterStep;
  buckets: WaterBucketCells[];
}

/** Water answers come from storage only, well inside the web app's 10 s timeout. */
export function createWaterService(clock: Clock, devices: DeviceDirectory, history: HistoryReads) {
  const requireWater = async (id: string) => {
    const row = await devices.find(id.toLowerCase());
    if (!row || row.kind !== 'water') throw deviceNotFound();
    return row;
  };
  /** The same check for the history reads, which need only the stored id. */
  const requireWaterId = async (id: string) => (await requireWater(id)).id;

  return {
    async list() {
      return (await devices.list('water')).map((row) => toWaterDevice(row, clock.now().getTime()));
    },
    async latest(deviceId: string) {
      const row = await requireWater(deviceId);
      const latest = row.latest ? (JSON.parse(row.latest) as WaterReading) : null;
      return { deviceId: row.id, ts: toMs(row.last_ts), in: latest?.in ?? null, out: latest?.out ?? null };
    },
    /** The series' buckets as cells, with the device and step they answer (the route writes the JSON). */
    async series(deviceId: string, from: number, to: number, step?: WaterStep): Promise<WaterSeriesCells> {
      // Water readings come only from water meters' events, stored in the transaction that records
      // the device (telemetry-writer.ts), and devices are never deleted: only a window without
      // buckets needs the device looked up, to tell an empty series from an unknown device.
      const id = deviceId.toLowerCase();
      const chosen = step ?? waterStepFor(from, to);
      const buckets = await history.waterSeries(id, from, to, WATER_STEP_MS[chosen]);
      if (buckets.length === 0) await requireWaterId(id);
      return { deviceId: id, step: chosen, buckets };
    },
    async summary(deviceId: string, from: number, to: number) {
      const id = await requireWaterId(deviceId);
      const s = await history.waterSummary(id, from, to);
      return {
        deviceId: id,
        from,
        to,
        in: { total_delta_l: round3(n(s.in_delta)), avg_rate_lpm: round3(n(s.in_avg)) },
        out: { total_delta_l: round3(n(s.out_delta)), avg_rate_lpm: round3(n(s.out_avg)) },
      };
    },
    async config(deviceId: string) {
      const row = await requireWater(deviceId);
      // The device's own JSON: only the contract's fields go out, as numbers or null.
      const config = parseEventJson(row.config) ?? {};
      const part = (key: string) => {
        const value = config[key];
        return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
      };
      const intervals = part('intervals');
      const ppl = (side: 'in' | 'out') => {
        const value = part(side);
        return value ? { ppl: num(value.ppl) } : null;
      };
      return {
        deviceId: row.id,
        intervals: intervals
          ? { display_min: num(intervals.display_min), server_min: num(intervals.server_min) }
          : null,
        in: ppl('in'),
        out: ppl('out'),
        last_ts: toMs(row.last_ts),
      };
    },
  };
}

export type WaterService = ReturnType<typeof createWaterService>;
