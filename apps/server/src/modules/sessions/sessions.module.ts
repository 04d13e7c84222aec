import type { AppModule } from '../../app-module.ts';
import { registerSessionRoutes } from './sessions.routes.ts';
import { createSessionsService, type SessionsServiceDeps } from './sessions.service.ts';

/** Each user's own login sessions: listing and revoking them. */
export function createSessionsModule(deps: SessionsServiceDeps): AppModule {
  const service = createSessionsService(deps);
  return { routes: (app) => registerSessionRoutes(app, service) };
}
