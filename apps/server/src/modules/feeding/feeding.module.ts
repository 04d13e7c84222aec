import type { Run } from '@canopy/shared/schemas/runs';
import type { AppInstance } from '../../http/app-instance.ts';
import { createFeedReader } from './feed-reader.ts';
import { registerFeedRoutes } from './feeds.routes.ts';
import { createProductsService, type ProductsDeps } from './products.service.ts';
import { registerProductRoutes } from './products.routes.ts';
import { createRecipesService } from './recipes.service.ts';
import { registerRecipeRoutes } from './recipes.routes.ts';
import { createRoomFeeds, type FeedWriteDeps } from './room-feeds.ts';

export interface FeedingDeps extends Omit<FeedWriteDeps, 'reader' | 'runs'>, ProductsDeps {
  /** The runs module: the groups a feed is written for, and a run as its CSV reads it. */
  runs: FeedWriteDeps['runs'] & { service: { get(id: string): Promise<Run> } };
}

/**
 * Products and recipes (staff keep them) and room feeds (anyone logged in), DESIGN section 25. A feed is one
 * row per group growing in the room; `feedsOfRun` is what `GET /api/runs/{id}` lists of them (the runs
 * module's port, bound in compose/crop.ts), `feedsOfRoom` what the protection module lists of a room.
 */
export function createFeedingModule(deps: FeedingDeps) {
  const reader = createFeedReader(deps);
  const products = createProductsService(deps);
  const recipes = createRecipesService(deps);
  const recordFeed = createRoomFeeds({ ...deps, reader });
  return {
    products,
    recipes,
    recordFeed,
    feedsOfRun: reader.feedsOfRun,
    feedsOfRoom: reader.feedsOfRoom,
    routes: (app: AppInstance) => {
      registerProductRoutes(app, products);
      registerRecipeRoutes(app, recipes);
      registerFeedRoutes(app, {
        recordFeed,
        run: (id) => deps.runs.service.get(id),
        timeZone: () => deps.zone.timeZone(),
      });
    },
  };
}

export type FeedingModule = ReturnType<typeof createFeedingModule>;
