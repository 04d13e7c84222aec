import type { Feed } from '@canopy/shared/schemas/feeding';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import type { Clock } from '../../lib/clock.ts';

// CONTRACT SKELETON (to be built by the feeding helper): products, recipes, room feeds, a run's feeds.
export interface FeedingDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/**
 * Products and recipes (staff keep them) and room feeds (anyone logged in), DESIGN section 25. A feed is one
 * row per group growing in the room; `feedsOfRun` is what `GET /api/runs/{id}` lists of them (the runs
 * module's port, bound in compose/crop.ts).
 */
export function createFeedingModule(_deps: FeedingDeps) {
  return {
    async feedsOfRun(_runId: string): Promise<Feed[]> {
      return [];
    },
    routes: (_app: AppInstance) => {},
  };
}

export type FeedingModule = ReturnType<typeof createFeedingModule>;
