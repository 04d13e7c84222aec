import type { AppModule } from '../../app-module.ts';
import type { DeviceCloud } from '../../integrations/device-cloud/device-cloud.ts';
import { registerSimulatorRoutes } from './simulator.routes.ts';

/** The embedded device cloud simulator's controls. */
export function createSimulatorModule(deps: { cloud: DeviceCloud }): AppModule {
  return { routes: (app) => registerSimulatorRoutes(app, deps.cloud) };
}
