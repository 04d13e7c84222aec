import type { AppInstance } from '../../http/app-instance.ts';
import { newsTrash } from './news-trash.ts';
import { registerNewsRoutes } from './news.routes.ts';
import { createNewsService, type NewsServiceDeps } from './news.service.ts';

/** News items and their images; `trash` is how the trash handles one. */
export function createNewsModule(deps: NewsServiceDeps) {
  const service = createNewsService(deps);
  return { service, trash: newsTrash, routes: (app: AppInstance) => registerNewsRoutes(app, service) };
}
