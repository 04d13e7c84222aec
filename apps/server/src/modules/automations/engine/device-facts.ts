import { AUTOMATION_METRICS } from '@canopy/shared/schemas/automations';
import { toMs } from '../../../db/epoch-ms.ts';
import { statusOf } from '../../devices/devices.mapper.ts';
import type { DeviceRow } from '../../devices/devices.types.ts';
import type { DeviceFacts } from './engine.types.ts';

/** A phase from a reading: the lights' status first (1 on = day), else the controller's own day/night. */
export function phaseOf(lightStatus: unknown, dayStatus?: unknown): 'day' | 'night' | null {
  if (lightStatus === 1 || lightStatus === true) return 'day';
  if (lightStatus === 0 || lightStatus === false) return 'night';
  return dayStatus === 'day' || dayStatus === 'night' ? dayStatus : null;
}

/** What a device's latest reading says for the automations: its metric values and its phase. */
function readLatest(latestJson: string | null): Pick<DeviceFacts, 'values' | 'phase'> {
  const latest = latestJson ? (JSON.parse(latestJson) as Record<string, unknown>) : {};
  const values: DeviceFacts['values'] = {};
  for (const metric of AUTOMATION_METRICS) {
    const value = latest[metric];
    if (typeof value === 'number' && Number.isFinite(value)) values[metric] = value;
  }
  return { values, phase: phaseOf(latest.lightStatus, latest.dayStatus) };
}

/**
 * Each device's last latest reading parsed (the engine reads every referenced device four times a
 * minute, a new reading at most once): parsed again only when its stored text differs. Kept by device
 * id, so it holds one entry a device; the values are shared, never changed by their readers.
 */
const parsedLatest = new Map<string, { text: string | null; read: Pick<DeviceFacts, 'values' | 'phase'> }>();
const MAX_PARSED = 10_000;

/**
 * What the engine reads of a device row: its latest values of the automation metrics, when they were read,
 * its phase, and whether it is online by the shared rules (device-status.ts, the cloud's word first).
 */
export function deviceFacts(row: DeviceRow, now: number): DeviceFacts {
  let known = parsedLatest.get(row.id);
  if (known === undefined || known.text !== row.latest) {
    if (parsedLatest.size >= MAX_PARSED) parsedLatest.clear();
    known = { text: row.latest, read: readLatest(row.latest) };
    parsedLatest.set(row.id, known);
  }
  return {
    online: statusOf(row, now) === 'online',
    at: toMs(row.last_ts),
    values: known.read.values,
    phase: known.read.phase,
  };
}
