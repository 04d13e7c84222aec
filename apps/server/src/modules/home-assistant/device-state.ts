import { LEAK_INFLOW_MIN_LPM, LEAK_OUTFLOW_MAX_LPM } from '@canopy/shared/alerts';
import type { DeviceKind } from '@canopy/shared/device-contract';
import { toMs } from '../../db/epoch-ms.ts';
import type { DeviceRow } from '../devices/devices.types.ts';
import { statusOf } from '../devices/devices.mapper.ts';
import type { ClimateReading, SoilReading, WaterReading } from '../telemetry/telemetry-parser.ts';

type Value = number | boolean | null;

/** A device as published: its state JSON (retained) and its availability. */
export interface PublishedDevice {
  availability: 'online' | 'offline';
  state: Record<string, string | Value>;
}

/** Each kind's values under the keys of its Home Assistant entities (`ha-entities.ts`). */
const VALUES: Record<DeviceKind, (latest: unknown) => Record<string, Value>> = {
  climate(latest) {
    const r = latest as Partial<ClimateReading>;
    return {
      temperature: r.temperature ?? null,
      humidity: r.humidity ?? null,
      co2: r.co2 ?? null,
      vpd: r.vpd ?? null,
      light: r.lightStatus === null || r.lightStatus === undefined ? null : r.lightStatus === 1,
    };
  },
  soil(latest) {
    const r = latest as Partial<SoilReading>;
    return {
      moisture_pct: r.moisture_pct ?? null,
      temp_c: r.temp_c ?? null,
      ec_mscm: r.ec_mscm ?? null,
      ph: r.ph ?? null,
      n_mgkg: r.n_mgkg ?? null,
      p_mgkg: r.p_mgkg ?? null,
      k_mgkg: r.k_mgkg ?? null,
      in_medium: r.in_medium ?? null,
    };
  },
  water(latest) {
    const r = latest as Partial<WaterReading>;
    const inflow = r.in?.rate_lpm ?? null;
    const outflow = r.out?.rate_lpm ?? null;
    return {
      in_rate_lpm: inflow,
      out_rate_lpm: outflow,
      in_total_l: r.in?.total_l ?? null,
      out_total_l: r.out?.total_l ?? null,
      // The leak rule's own test (water flowing in, none flowing out), without a rule's flow limit.
      leak:
        inflow === null || outflow === null
          ? null
          : inflow > LEAK_INFLOW_MIN_LPM && outflow < LEAK_OUTFLOW_MAX_LPM,
    };
  },
};

/** The stored reading; one that does not parse publishes as "not reported" rather than stopping the pass. */
function parseLatest(text: string | null): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}

/**
 * What Home Assistant hears about a device: online by the rule of the device lists (a water meter that
 * never reported counts as offline), and every value of its newest reading, null until reported.
 */
export function publishedDevice(row: DeviceRow & { kind: DeviceKind }, nowMs: number): PublishedDevice {
  const status = statusOf(row, nowMs);
  const lastTs = toMs(row.last_ts);
  const latest = parseLatest(row.latest);
  return {
    availability: status === 'online' ? 'online' : 'offline',
    state: {
      id: row.id,
      name: row.name,
      kind: row.kind,
      status,
      last_seen: lastTs === null ? null : new Date(lastTs).toISOString(),
      ...VALUES[row.kind](latest),
    },
  };
}
