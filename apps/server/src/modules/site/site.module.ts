import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import type { EventPublisher } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import { createSiteRepository } from './site.repository.ts';
import { registerSiteRoutes } from './site.routes.ts';
import { createSiteService } from './site.service.ts';
import { createSiteZoneReader } from './site-zone.ts';

/** The site's settings; `zone` is how other modules learn the time zone every "day" is counted in. */
export function createSiteModule(deps: { db: Kysely<Database>; clock: Clock; events: EventPublisher }) {
  const zone = createSiteZoneReader(() => createSiteRepository(deps.db).timeZone(), deps.clock);
  const service = createSiteService({ ...deps, zone });
  return { service, zone, routes: (app: AppInstance) => registerSiteRoutes(app, service) };
}
