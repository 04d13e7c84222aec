import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DeviceDirectory } from '../devices/devices.types.ts';
import { registerWaterRoutes } from './water.routes.ts';
import { createWaterService } from './water.service.ts';

/** Water in and out: the water devices, their latest readings, summaries and configuration. */
export function createWaterModule(deps: { db: Kysely<Database>; clock: Clock; devices: DeviceDirectory }) {
  const service = createWaterService(deps.db, deps.clock, deps.devices);
  return { service, routes: (app: AppInstance) => registerWaterRoutes(app, service) };
}
