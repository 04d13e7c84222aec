import type { Run } from '@canopy/shared/schemas/runs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropFixtures } from '../../testing/crop-fixtures.ts';
import { seedDemoRuns, seedDemoStrains } from '../../testing/demo-seeds.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { seedDemoFeeding } from './seed-demo-feeding.ts';

const NOW = '2026-11-28T10:00:00Z';
const DAY = 86_400_000;

describe('demo products, recipes and feeds', () => {
  let t: TestContext;
  let runs: Run[];
  beforeAll(async () => {
    t = await createTestContext('sqlite');
    t.clock.set(NOW);
    const admin = await t.createUser('admin');
    const { services } = t;
    await seedDemoStrains(t);
    const fixtures = cropFixtures(t, admin);
    const flowerA = await fixtures.device(undefined, 'Flower_Room_A');
    await seedDemoRuns(t, (label: string) => (label === 'Flower_Room_A' ? flowerA : undefined));
    const deps = {
      users: services.usersRepository,
      ...services.feeding,
      runs: services.runs,
      rooms: services.rooms,
      zone: services.siteZone,
      clock: t.clock,
    };
    await seedDemoFeeding(deps);
    await seedDemoFeeding(deps);
    runs = await Promise.all((await services.runs.list({})).map((run) => services.runs.get(run._id)));
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('keeps a two-part base, CalMag, a bloom booster and a root stimulant, and recipes by week, once', async () => {
    const products = await t.services.feeding.products.list({ archived: 'true' });
    expect(products.map((product) => product.name)).toEqual([
      'Bloom Booster PK 13-14',
      'CalMag',
      'Grow Base A',
      'Grow Base B',
      'Root Stimulant',
    ]);
    const recipes = await t.services.feeding.recipes.list({ archived: 'false' });
    expect(recipes.map((recipe) => `${recipe.stage} ${recipe.week}`)).toEqual([
      ...[1, 2, 3, 4].map((week) => `veg ${week}`),
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((week) => `flower ${week}`),
    ]);
    expect(recipes.every((recipe) => recipe.targetEc !== null && recipe.targetPh !== null)).toBe(true);
  });

  it('feeds every run, every two or three days while it grew, backdated with runoff', () => {
    expect(runs).toHaveLength(4);
    for (const run of runs) {
      expect(run.feeds.length, run.name).toBeGreaterThan(5);
      expect(run.feedingTotals.litres).toBeGreaterThan(0);
      expect(run.feedingTotals.products.length).toBeGreaterThan(0);
      expect(
        run.feeds.every((feed) => feed.at < NOW && feed.ecRunoff !== null && feed.phRunoff !== null),
      ).toBe(true);
      const days = [...new Set(run.feeds.map((feed) => feed.at))].map((at) => Date.parse(at) / DAY);
      const gaps = days.slice(1).map((day, i) => Math.round(day - days[i]!));
      expect(
        gaps.every((gap) => gap === 2 || gap === 3),
        run.name,
      ).toBe(true);
    }
    // Flowering plants get the flower recipes of their week.
    const flowering = runs.find((run) => run.name === 'Autumn flower, room A')!;
    expect(flowering.feeds.at(-1)!.recipeName).toMatch(/^Flower week \d$/);
  });
});
