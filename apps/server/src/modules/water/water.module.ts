import type { AppInstance } from '../../http/app-instance.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DeviceDirectory } from '../devices/devices.types.ts';
import type { HistoryReads } from '../history/history.types.ts';
import { registerWaterRoutes } from './water.routes.ts';
import { createWaterService } from './water.service.ts';

/** Water in and out: the water devices, their latest readings, summaries and configuration. */
export function createWaterModule(deps: { clock: Clock; devices: DeviceDirectory; history: HistoryReads }) {
  const service = createWaterService(deps.clock, deps.devices, deps.history);
  return { service, routes: (app: AppInstance) => registerWaterRoutes(app, service) };
}
