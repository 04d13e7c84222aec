import { CLIMATE_FUNCTIONS } from '@canopy/shared/device-commands';
import { climateStatus, soilStatus, waterStatus, type DeviceStatus } from '@canopy/shared/device-status';
import type { ThresholdRange } from '@canopy/shared/thresholds';
import type { ClimateReading, SoilReading, WaterReading } from '../telemetry/telemetry-parser.ts';
import { toMs } from '../telemetry/telemetry.repository.ts';
import type { DeviceRow } from './devices.repository.ts';

const parse = <T>(json: string | null): T | null => (json ? (JSON.parse(json) as T) : null);
const pair = (r: ThresholdRange | undefined): [number | null, number | null] =>
  r ? [r.min, r.max] : [null, null];

/** Window rule of SPEC section 4, overruled by the cloud when it says the device is gone. */
export function statusOf(row: DeviceRow, nowMs: number): DeviceStatus {
  const lastTs = toMs(row.last_ts);
  if (row.cloud_online === 0) return 'offline';
  if (row.kind === 'water') return waterStatus(lastTs);
  return row.kind === 'soil' ? soilStatus(lastTs, nowMs) : climateStatus(lastTs, nowMs);
}

/** A climate device in SPEC section 3's canonical field names (aliases are the web app's concern). */
export function toClimateDevice(row: DeviceRow, nowMs: number) {
  const latest = parse<ClimateReading>(row.latest);
  const lastTs = toMs(row.last_ts);
  const thresholds = latest?.thresholds;
  const period = (p: 'day' | 'night') => ({
    temperature: pair(thresholds?.[p].temperature),
    humidity: pair(thresholds?.[p].humidity),
    co2: pair(thresholds?.[p].co2),
  });
  return {
    id: row.id,
    device_id: row.id,
    name: row.name,
    customName: row.name,
    status: statusOf(row, nowMs),
    timestamp: lastTs,
    lastSeenAt: lastTs ?? toMs(row.last_heard_at),
    lastUpdated: lastTs,
    alertsEnabled: row.alerts_enabled !== 0,
    temperature: latest?.temperature ?? null,
    humidity: latest?.humidity ?? null,
    co2: latest?.co2 ?? null,
    vpd: latest?.vpd ?? null,
    light: latest?.light ?? null,
    lightStatus: latest?.lightStatus ?? null,
    dayStatus: latest?.dayStatus ?? null,
    preset: latest?.preset ?? null,
    thresholds: { day: period('day'), night: period('night') },
    sockets: latest?.sockets ?? { temperature: null, humidity: null, co2: null },
    socketStates: latest?.socketStates ?? {},
    relays: latest?.relays ?? null,
    functions: [...CLIMATE_FUNCTIONS],
  };
}

/** The item of the climate-only list (SPEC section 3). */
export function toClimateListItem(row: DeviceRow, nowMs: number) {
  const d = toClimateDevice(row, nowMs);
  return {
    id: d.id,
    customName: d.customName,
    name: d.name,
    status: d.status,
    lastUpdated: d.lastUpdated,
    lastSeenAt: d.lastSeenAt,
    alertsEnabled: d.alertsEnabled,
    readings: {
      temperature: d.temperature,
      humidity: d.humidity,
      co2: d.co2,
      vpd: d.vpd,
      light: d.light,
      lightStatus: d.lightStatus,
    },
  };
}

export function toSoilListItem(row: DeviceRow, nowMs: number) {
  return { deviceId: row.id, name: row.name, ts: toMs(row.last_ts), status: statusOf(row, nowMs) };
}

export function toSoilLatest(row: DeviceRow) {
  return { ts: toMs(row.last_ts), data: parse<SoilReading>(row.latest) };
}

export function toWaterDevice(row: DeviceRow, nowMs: number) {
  const latest = parse<WaterReading>(row.latest);
  return {
    deviceId: row.id,
    name: row.name,
    status: statusOf(row, nowMs),
    lastTs: toMs(row.last_ts),
    fwLast: row.firmware,
    lastInTotal: latest?.in.total_l ?? null,
    lastOutTotal: latest?.out.total_l ?? null,
    inRate_lpm: latest?.in.rate_lpm ?? null,
    outRate_lpm: latest?.out.rate_lpm ?? null,
  };
}
