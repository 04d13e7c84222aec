import { CLIMATE_FUNCTIONS } from '@canopy/shared/device-commands';
import { climateStatus, soilStatus, waterStatus, type DeviceStatus } from '@canopy/shared/device-status';
import type { ClimateDevice, SoilDevice, SoilLatest } from '@canopy/shared/schemas/devices';
import type { DeviceCropContext } from '@canopy/shared/schemas/rooms';
import type { WaterDevice } from '@canopy/shared/schemas/water';
import type { ThresholdRange } from '@canopy/shared/thresholds';
import { toMs } from '../../db/epoch-ms.ts';
import type { ClimateReading, SoilReading, WaterReading } from '../telemetry/telemetry-parser.ts';
import type { DeviceRow } from './devices.types.ts';

const parse = <T>(json: string | null): T | null => (json ? (JSON.parse(json) as T) : null);
const pair = (r: ThresholdRange | undefined): [number | null, number | null] =>
  r ? [r.min, r.max] : [null, null];

/** Online by the kind's last-seen window (device-status.ts), overruled by the cloud when it says so. */
export function statusOf(
  row: Pick<DeviceRow, 'kind' | 'cloud_online' | 'last_ts'>,
  nowMs: number,
): DeviceStatus {
  const lastTs = toMs(row.last_ts);
  if (row.cloud_online === 0) return 'offline';
  if (row.kind === 'water') return waterStatus(lastTs);
  return row.kind === 'soil' ? soilStatus(lastTs, nowMs) : climateStatus(lastTs, nowMs);
}

/**
 * What a climate controller offers, one list shared by every answer (the lists write it for every
 * device). Frozen, so the mutable type the response schema asks for cannot be used to change it.
 */
const CLIMATE_DEVICE_FUNCTIONS = Object.freeze([...CLIMATE_FUNCTIONS]) as string[];

/** The fields a climate device shows from its stored reading (`latest`), frozen all the way down. */
function climateReadingFields(latest: ClimateReading | null) {
  const thresholds = latest?.thresholds;
  const period = (p: 'day' | 'night') => ({
    temperature: pair(thresholds?.[p].temperature),
    humidity: pair(thresholds?.[p].humidity),
    co2: pair(thresholds?.[p].co2),
  });
  return deepFreeze({
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
  });
}
type ClimateReadingFields = ReturnType<typeof climateReadingFields>;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/**
 * Maps device rows to climate devices, keeping each device's reading fields while its stored `latest`
 * text is unchanged. Parsing that JSON and rebuilding its fields for every device on every call was
 * the largest cost of the device list after the SQL (about a sixth of a request's CPU in a profile);
 * a reading changes at most once a minute while every open page polls the list. The text is compared
 * on every call, so a changed reading shows at once; the kept fields are frozen because every answer
 * shares them.
 */
export function createClimateDeviceMapper() {
  const byDevice = new Map<string, { latest: string | null; fields: ClimateReadingFields }>();
  const readingFields = (row: DeviceRow): ClimateReadingFields => {
    const kept = byDevice.get(row.id);
    if (kept !== undefined && kept.latest === row.latest) return kept.fields;
    const fields = climateReadingFields(parse<ClimateReading>(row.latest));
    byDevice.set(row.id, { latest: row.latest, fields });
    return fields;
  };
  return (row: DeviceRow, nowMs: number, crop: DeviceCropContext | null = null) =>
    toClimateDevice(row, nowMs, readingFields(row), crop);
}

/**
 * A climate device in the field names the web app reads, one name per field: the aliases older units
 * send were resolved when their reading was parsed (telemetry-parser.ts), so clients never see them.
 */
export function toClimateDevice(
  row: DeviceRow,
  nowMs: number,
  reading: ClimateReadingFields = climateReadingFields(parse<ClimateReading>(row.latest)),
  crop: DeviceCropContext | null = null,
): ClimateDevice {
  const lastTs = toMs(row.last_ts);
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
    temperature: reading.temperature,
    humidity: reading.humidity,
    co2: reading.co2,
    vpd: reading.vpd,
    light: reading.light,
    lightStatus: reading.lightStatus,
    dayStatus: reading.dayStatus,
    preset: reading.preset,
    thresholds: reading.thresholds,
    sockets: reading.sockets,
    socketStates: reading.socketStates,
    relays: reading.relays,
    functions: CLIMATE_DEVICE_FUNCTIONS,
    // In this literal, not spread onto it later: a copied object of this size is slower to build and,
    // being shaped differently, slower to serialize (together half the device list's CPU).
    crop,
  };
}

export function toSoilListItem(
  row: DeviceRow,
  nowMs: number,
  crop: DeviceCropContext | null = null,
): SoilDevice {
  return { deviceId: row.id, name: row.name, ts: toMs(row.last_ts), status: statusOf(row, nowMs), crop };
}

export function toSoilLatest(row: DeviceRow): SoilLatest {
  return { ts: toMs(row.last_ts), data: parse<SoilReading>(row.latest) };
}

export function toWaterDevice(row: DeviceRow, nowMs: number): WaterDevice {
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
