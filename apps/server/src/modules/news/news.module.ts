import type { AppInstance } from '../../http/app-instance.ts';
import { registerNewsRoutes } from './news.routes.ts';
import { createNewsService, type NewsServiceDeps } from './news.service.ts';

/** News items and their images. */
export function createNewsModule(deps: NewsServiceDeps) {
  const service = createNewsService(deps);
  return { service, routes: (app: AppInstance) => registerNewsRoutes(app, service) };
}
