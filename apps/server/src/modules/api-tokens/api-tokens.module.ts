import type { AppModule } from '../../app-module.ts';
import { registerApiTokenRoutes } from './api-tokens.routes.ts';
import { createApiTokensService, type ApiTokensServiceDeps } from './api-tokens.service.ts';

/** Personal API tokens. */
export function createApiTokensModule(deps: ApiTokensServiceDeps): AppModule {
  const service = createApiTokensService(deps);
  return { routes: (app) => registerApiTokenRoutes(app, service) };
}
