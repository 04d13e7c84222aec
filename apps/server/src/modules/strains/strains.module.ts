import type { AppInstance } from '../../http/app-instance.ts';
import { strainTrash } from './strain-trash.ts';
import { createStrainsRepository } from './strains.repository.ts';
import { registerStrainRoutes } from './strains.routes.ts';
import { createStrainsService, type StrainsServiceDeps } from './strains.service.ts';

/** Strains, their images and diary; the repository is also how cuttings find their strain, `trash` how the trash handles one. */
export function createStrainsModule(deps: StrainsServiceDeps) {
  const service = createStrainsService(deps);
  return {
    service,
    repository: createStrainsRepository(deps.db),
    trash: strainTrash,
    routes: (app: AppInstance) => registerStrainRoutes(app, service),
  };
}
