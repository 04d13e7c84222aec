import type { AppInstance } from '../../http/app-instance.ts';
import { registerMotherRoutes } from './mothers.routes.ts';
import { createMothersService, type MothersDeps } from './mothers.service.ts';

/** Mothers and lineage (DESIGN section 20): read from the cuttings and runs modules through `deps`. */
export function createMothersModule(deps: MothersDeps) {
  const service = createMothersService(deps);
  return { service, routes: (app: AppInstance) => registerMotherRoutes(app, service) };
}
