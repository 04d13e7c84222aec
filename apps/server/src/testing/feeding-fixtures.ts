import { expect } from 'vitest';
import type {
  FeedBody,
  Feed,
  Product,
  ProductBody,
  Recipe,
  RecipeBody,
} from '@canopy/shared/schemas/feeding';
import type { DialectName } from '../db/database.ts';
import { cropSuite, type cropFixtures } from './crop-fixtures.ts';
import { freshForEachTest } from './signed-in-suite.ts';
import type { TestUser } from './test-app.ts';

type Crop = ReturnType<typeof cropFixtures>;

/** Products, recipes and feeds made through the API, for the feeding tests. */
export function feedingFixtures(crop: Crop, staff: TestUser) {
  const ok = async <T>(who: TestUser, url: string, payload: object) => {
    const response = await crop.call(who, 'POST', url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<T>();
  };
  return {
    product: (body: Partial<ProductBody> = {}) =>
      ok<Product>(staff, '/api/products', { name: 'Base A', kind: 'nutrient', ...body }),
    recipe: (body: Partial<RecipeBody> = {}) =>
      ok<Recipe>(staff, '/api/recipes', { name: 'Veg week 1', stage: 'veg', week: 1, ...body }),
    /** A feed of `roomId` by `who` (staff by default). */
    feed: (roomId: string, body: Partial<FeedBody> = {}, who: TestUser = staff) =>
      ok<Feed[]>(who, `/api/rooms/${roomId}/feeds`, {
        volume: 100,
        volumeUnit: 'L',
        ecIn: 1.8,
        phIn: 6.1,
        ...body,
      }),
  };
}

/**
 * The feeding route tests' opening: for each test a fresh context whose clock stands at `now`, staff of
 * the role and a member signed in, and crop and feeding fixtures made by that staff.
 */
export function feedingSuite(dialect: DialectName, staffRole: 'admin' | 'superuser', now: string) {
  const suite = cropSuite(dialect, { staff: staffRole, member: 'user' }, { at: now, staff: 'staff' });
  const feeding = freshForEachTest(() => feedingFixtures(suite.crop, suite.staff));
  return { ...suite, feeding };
}
