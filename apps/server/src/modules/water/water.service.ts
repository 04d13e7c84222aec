import { parseEventJson } from '@canopy/shared/device-contract';
import { WATER_STEP_MS, waterStepFor, type WaterStep } from '@canopy/shared/water-steps';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { deviceNotFound } from '../devices/devices.errors.ts';
import { toWaterDevice } from '../devices/devices.mapper.ts';
import { createDevicesRepository } from '../devices/devices.repository.ts';
import { num, type WaterReading } from '../telemetry/telemetry-parser.ts';
import { toMs } from '../telemetry/telemetry.repository.ts';
import { createHistoryRepository } from '../telemetry/history.repository.ts';

const round = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** Water answers come from storage only, well inside the web app's 10 s timeout (SPEC section 9). */
export function createWaterService(db: Kysely<Database>, clock: Clock) {
  const devices = createDevicesRepository(db);
  const history = createHistoryRepository(db);
  const requireWater = async (id: string) => {
    const row = await devices.find(id.toLowerCase());
    if (!row || row.kind !== 'water') throw deviceNotFound();
    return row;
  };

  return {
    async list() {
      return (await devices.list('water')).map((row) => toWaterDevice(row, clock.now().getTime()));
    },
    async latest(deviceId: string) {
      const row = await requireWater(deviceId);
      const latest = row.latest ? (JSON.parse(row.latest) as WaterReading) : null;
      return { deviceId: row.id, ts: toMs(row.last_ts), in: latest?.in ?? null, out: latest?.out ?? null };
    },
    async series(deviceId: string, from: number, to: number, step?: WaterStep) {
      const row = await requireWater(deviceId);
      const chosen = step ?? waterStepFor(from, to);
      const buckets = await history.waterSeries(row.id, from, to, WATER_STEP_MS[chosen]);
      return {
        deviceId: row.id,
        step: chosen,
        points: buckets.map((b) => ({
          ts: b.ts,
          in: { rate_lpm: round(b.in_rate_lpm, 3), total_l: b.in_total_l },
          out: { rate_lpm: round(b.out_rate_lpm, 3), total_l: b.out_total_l },
          count: b.count,
        })),
      };
    },
    async summary(deviceId: string, from: number, to: number) {
      const row = await requireWater(deviceId);
      const s = await history.waterSummary(row.id, from, to);
      return {
        deviceId: row.id,
        from,
        to,
        in: { total_delta_l: round(s.in.total_delta_l, 3), avg_rate_lpm: round(s.in.avg_rate_lpm, 3) },
        out: { total_delta_l: round(s.out.total_delta_l, 3), avg_rate_lpm: round(s.out.avg_rate_lpm, 3) },
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
