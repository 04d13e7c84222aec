import type { AppDeps } from '../app-deps.ts';
import { createDevicesRepository } from '../modules/devices/devices.repository.ts';
import { createHistoryModule } from '../modules/history/history.module.ts';
import type { Kit } from './kit.ts';

/**
 * What the devices have told us, which alerts, rooms, runs and exports read: the device rows (kept current
 * by telemetry, the power state written by alerts) and their history (series, summaries, retention).
 */
export function composeReadings(kit: Kit, deps: Pick<AppDeps, 'retention'>) {
  const devices = createDevicesRepository(kit.db);
  return { devices, history: createHistoryModule({ ...kit, devices, retention: deps.retention }) };
}

export type Readings = ReturnType<typeof composeReadings>;
