import type { AppInstance } from '../../http/app-instance.ts';
import { registerPreferencesRoutes } from './preferences.routes.ts';
import { createPreferencesService, type PreferencesDeps } from './preferences.service.ts';

/** Each user's own preferences, over the site's defaults (the site module's `get`). */
export function createPreferencesModule(deps: PreferencesDeps) {
  const service = createPreferencesService(deps);
  return { service, routes: (app: AppInstance) => registerPreferencesRoutes(app, service) };
}
