import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropFixtures } from '../../testing/crop-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { Mother } from '@canopy/shared/schemas/mothers';
import { seedDemoCrop } from './seed-demo-crop.ts';
import { seedDemoCuttings } from './seed-demo-cuttings.ts';
import { seedDemo } from './seed-demo.ts';

describe('demo rooms and runs', () => {
  let t: TestContext;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestContext('sqlite');
    // Midday in the site's zone: whole days back from it fall on the calendar days the demo means.
    t.clock.set('2026-11-28T10:00:00Z');
    const admin = await t.createUser('admin');
    auth = admin.auth;
    const { services } = t;
    await seedDemo({
      users: services.usersRepository,
      files: services.files,
      strains: services.strains,
      news: services.news,
      log: t.app.log,
    });
    const fixtures = cropFixtures(t, admin);
    const devices = new Map([
      ['Flower_Room_A', await fixtures.device(undefined, 'Flower_Room_A')],
      ['Veg_Room', await fixtures.device(undefined, 'Veg_Room')],
    ]);
    const deps = {
      users: services.usersRepository,
      strains: services.strains,
      rooms: services.rooms,
      runs: services.runsApi,
      clock: t.clock,
      deviceIdOf: (label: string) => devices.get(label),
      motherOf: async (slug: string) =>
        (await services.cuttings.listForStrainSlug(null, slug)).find((c) => c.isMother)?._id ?? null,
    };
    await seedDemoCuttings({
      users: services.usersRepository,
      files: services.files,
      strains: services.strains,
      cuttings: services.cuttings,
      log: t.app.log,
    });
    await seedDemoCrop(deps);
    await seedDemoCrop(deps);
  });
  afterAll(async () => {
    await t.close();
  });

  it('fills rooms holding the demo devices, once', async () => {
    const rooms = await t.services.rooms.list();
    expect(rooms.map((room) => room.kind).sort()).toEqual(
      ['dry', 'flower', 'flower', 'mother', 'propagation', 'veg'].sort(),
    );
    const flowerA = rooms.find((room) => room.name === 'Flower Room A')!;
    expect(flowerA.devices.map((device) => device.name)).toEqual(['Flower_Room_A']);
    expect(flowerA.groups.map((group) => [group.stage, group.dayOfStage])).toEqual([
      ['flower', 23],
      ['flower', 23],
    ]);
  });

  it('holds two active runs in different stages and two finished ones with their history', async () => {
    const runs = await t.services.runs.list({});
    expect(runs.map((run) => run.state).sort()).toEqual(['active', 'active', 'closed', 'closed']);
    const active = runs.filter((run) => run.state === 'active');
    const stages = new Set(active.flatMap((run) => run.groups.map((group) => group.stage)));
    expect([...stages].sort()).toEqual(['flower', 'veg']);
    const split = active.find((run) => run.groups.some((group) => group.parentGroupId !== null))!;
    expect(split.groups.map((group) => group.plantCount).sort()).toEqual([20, 30]);
    const finished = await t.services.runs.get(runs.find((run) => run.state === 'closed')!._id);
    expect(finished.groups.every((group) => group.stage === 'done')).toBe(true);
    expect(finished.events.map((event) => event.stage)).toEqual(
      expect.arrayContaining(['propagation', 'veg', 'flower', 'dry', 'cure', 'done']),
    );
    expect(runs.reduce((sum, run) => sum + run.totals.plantsLost, 0)).toBe(6);
  });

  it("starts the runs from the strains' mothers, so /mothers has figures", async () => {
    const response = await t.app.inject({ url: '/api/mothers', headers: auth });
    const mothers = response.json<Mother[]>();
    expect(mothers.map((mother) => mother.code).sort()).toEqual(['BD-001', 'LH-001', 'NL-001']);
    const used = mothers.filter((mother) => mother.rooted > 0);
    expect(used.length).toBeGreaterThan(0);
    expect(used.every((mother) => mother.clonesTaken >= mother.rooted)).toBe(true);
    expect(used.every((mother) => typeof mother.medianDaysToRoot === 'number')).toBe(true);
  });
});
