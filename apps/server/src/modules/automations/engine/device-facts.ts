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

/**
 * What the engine reads of a device row: its latest values of the automation metrics, when they were read,
 * its phase, and whether it is online by the shared rules (device-status.ts, the cloud's word first).
 */
export function deviceFacts(row: DeviceRow, now: number): DeviceFacts {
  const latest = row.latest ? (JSON.parse(row.latest) as Record<string, unknown>) : {};
  const values: DeviceFacts['values'] = {};
  for (const metric of AUTOMATION_METRICS) {
    const value = latest[metric];
    if (typeof value === 'number' && Number.isFinite(value)) values[metric] = value;
  }
  return {
    online: statusOf(row, now) === 'online',
    at: toMs(row.last_ts),
    values,
    phase: phaseOf(latest.lightStatus, latest.dayStatus),
  };
}
