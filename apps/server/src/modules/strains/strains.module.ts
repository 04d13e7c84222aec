import type { AppInstance } from '../../http/app-instance.ts';
import { createStrainsRepository } from './strains.repository.ts';
import { registerStrainRoutes } from './strains.routes.ts';
import { createStrainsService, type StrainsServiceDeps } from './strains.service.ts';

/** Strains, their images and diary; the repository is also how cuttings find their strain. */
export function createStrainsModule(deps: StrainsServiceDeps) {
  const service = createStrainsService(deps);
  return {
    service,
    repository: createStrainsRepository(deps.db),
    routes: (app: AppInstance) => registerStrainRoutes(app, service),
  };
}
