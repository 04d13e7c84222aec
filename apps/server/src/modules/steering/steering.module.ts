import type { AppInstance } from '../../http/app-instance.ts';
import { registerSteeringRoutes } from './steering.routes.ts';
import { createSteering, type SteeringDeps } from './steering.ts';

/**
 * Crop steering (DESIGN section 23): a room's days from lights-on to lights-on, its irrigation shots,
 * dryback, runoff, substrate EC and time in the VPD target. `stretchOutcome` is what a run comparison
 * reads of the same figures over the stretches a run spent in rooms.
 */
export function createSteeringModule(deps: SteeringDeps) {
  const steering = createSteering(deps);
  return {
    steering,
    routes: (app: AppInstance) => registerSteeringRoutes(app, steering),
  };
}

export type SteeringModule = ReturnType<typeof createSteeringModule>;
