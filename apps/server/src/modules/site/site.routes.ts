import { siteBodySchema, siteSchema } from '@canopy/shared/schemas/site';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { SiteService } from './site.service.ts';

const tags = ['site'];

export function registerSiteRoutes(app: AppInstance, site: SiteService): void {
  app.get(
    '/api/site',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'getSite',
        summary: "Get the site's name and time zone",
        tags,
        response: { 200: siteSchema },
      },
    },
    () => site.get(),
  );

  app.put(
    '/api/site',
    {
      config: { policy: 'admin' },
      schema: {
        operationId: 'updateSite',
        summary: "Set the site's name, time zone and defaults",
        description: 'An unknown IANA zone name: 400 `site.invalid_time_zone`.',
        tags,
        body: siteBodySchema,
        response: { 200: siteSchema },
      },
    },
    (request) => site.update(requireActor(request), request.body),
  );
}
