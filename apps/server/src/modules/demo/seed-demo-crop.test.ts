import { DEMO_FLEET, deviceIdFor } from '@canopy/device-simulator/fleet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropFixtures } from '../../testing/crop-fixtures.ts';
import { demoCropDeps, seedDemoStrains } from '../../testing/demo-seeds.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { Mother } from '@canopy/shared/schemas/mothers';
import type { RunClimate } from '@canopy/shared/schemas/run-climate';
import type { Yields } from '@canopy/shared/schemas/yields';
import { backfillDemoHistory } from '../devices/demo-backfill.ts';
import { DEFAULT_RETENTION, enforceRetention } from '../history/history-retention.ts';
import { DEMO_HISTORY_DAYS, seedDemoCrop } from './seed-demo-crop.ts';
import { seedDemoCuttings } from './seed-demo-cuttings.ts';

const DAY_MS = 86_400_000;
/** The flower rooms' controllers: the demo history of the rooms the runs flowered in. */
const FLOWER_FLEET = DEMO_FLEET.filter((entry) => entry.label.startsWith('Flower_Room_'));

describe('demo rooms and runs', () => {
  let t: TestContext;
  let auth: Record<string, string>;
  /** Readings the demo backfill wrote on a first start, then on a restart an hour later. */
  const backfilled = { first: 0, restart: 0 };
  beforeAll(async () => {
    t = await createTestContext('sqlite');
    // Midday in the site's zone: whole days back from it fall on the calendar days the demo means.
    t.clock.set('2026-11-28T10:00:00Z');
    const now = t.clock.now().getTime();
    // As main.ts does before the seeds: the history from the oldest run's start, then an hour's gap.
    const backfill = (at: number) =>
      backfillDemoHistory(t.database.db, t.clock, {
        fleet: FLOWER_FLEET,
        now: at,
        from: at - DEMO_HISTORY_DAYS * DAY_MS,
      });
    backfilled.first = await backfill(now - 3_600_000);
    backfilled.restart = await backfill(now);
    const admin = await t.createUser('admin');
    auth = admin.auth;
    const { services } = t;
    await seedDemoStrains(t);
    const fixtures = cropFixtures(t, admin);
    const devices = new Map([
      ...FLOWER_FLEET.map((entry): [string, string] => [entry.label, deviceIdFor(entry.label)]),
      ['Veg_Room', await fixtures.device(undefined, 'Veg_Room')],
    ]);
    const deps = demoCropDeps(t, {
      deviceIdOf: (label: string) => devices.get(label),
      motherOf: async (slug: string) =>
        (await services.cuttings.listForStrainSlug(null, slug)).find((c) => c.isMother)?._id ?? null,
    });
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

  it('gives the finished runs closed harvests, weighed and noted, so /yields has figures', async () => {
    const runs = await t.services.runs.list({});
    const finished = await Promise.all(
      runs.filter((run) => run.state === 'closed').map((run) => t.services.runs.get(run._id)),
    );
    const harvests = finished.flatMap((run) => run.harvests);
    expect(harvests).toHaveLength(2);
    expect(harvests.every((harvest) => harvest.closedAt !== null && harvest.weighings.length === 5)).toBe(
      true,
    );
    expect(harvests.map((harvest) => harvest.notes.length)).toEqual([1, 1]);
    const response = await t.app.inject({ url: '/api/yields?by=strain', headers: auth });
    const yields = response.json<Yields>();
    expect(
      yields.rows.map(({ label, plants, wetGrams, dryGrams, dryPerM2 }) => ({
        label,
        plants,
        wetGrams,
        dryGrams,
        dryPerM2,
      })),
    ).toEqual([
      // 40.5 lb wet; 20 m² of Flower Room A.
      { label: 'Lemon Haze', plants: 45, wetGrams: 18_370.491, dryGrams: 4050, dryPerM2: 202.5 },
      // 3 of 60 lost to mites; 16 m² of Flower Room B.
      { label: 'Northern Lights', plants: 57, wetGrams: 22_800, dryGrams: 5130, dryPerM2: 320.63 },
    ]);
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

  it('backfills the demo history back to the oldest run, and a restart only the gap', () => {
    // 283 days at ten minutes and a week at one minute, per flower room controller.
    expect(backfilled.first).toBe(FLOWER_FLEET.length * ((DEMO_HISTORY_DAYS - 7) * 144 + 7 * 1440 + 1));
    expect(backfilled.restart).toBe(FLOWER_FLEET.length * 60);
  });

  it("gives every run its rooms' readings over its flower stage, from the rollups once raw ones are gone", async () => {
    const flowerClimate = async () => {
      const runs = await t.services.runs.list({});
      return Promise.all(
        runs.map(async (run) => {
          const group = run.groups.find((g) => g.stage === 'flower' || g.stage === 'done')!;
          const response = await t.app.inject({
            url: `/api/runs/${run._id}/climate?groupId=${group._id}&step=1d`,
            headers: auth,
          });
          expect(response.statusCode).toBe(200);
          const climate = response.json<RunClimate>();
          const band = climate.bands.find((b) => b.stage === 'flower')!;
          // Each day's bucket begins at the site's midnight: the first one may start before the flip.
          const points = climate.points.filter(
            (p) => p.ts > band.from - DAY_MS && p.ts < band.to && p.temperature !== null,
          );
          return { name: run.name, room: band.roomName, days: (band.to - band.from) / DAY_MS, points };
        }),
      );
    };
    const before = await flowerClimate();
    expect(before.map(({ name, room }) => [name, room]).sort()).toEqual([
      ['Autumn flower, room A', 'Flower Room A'],
      ['Blue Dream, winter', 'Flower Room B'],
      ['Spring run, room A', 'Flower Room A'],
      ['Summer run, room B', 'Flower Room B'],
    ]);
    for (const run of before) expect(run.points.length, run.name).toBeGreaterThanOrEqual(run.days);
    // Flower Room B runs warmer and drier: the finished runs compare to something.
    const meanOf = (run: string, key: 'temperature' | 'humidity') => {
      const points = before.find((r) => r.name === run)!.points;
      return points.reduce((sum, p) => sum + p[key]!, 0) / points.length;
    };
    expect(meanOf('Summer run, room B', 'temperature')).toBeGreaterThan(
      meanOf('Spring run, room A', 'temperature') + 0.8,
    );
    expect(meanOf('Summer run, room B', 'humidity')).toBeLessThan(
      meanOf('Spring run, room A', 'humidity') - 3,
    );
    // The retention job removes the raw readings past 35 days; the hourly rollups keep the charts.
    expect(await enforceRetention(t.database.db, t.clock, DEFAULT_RETENTION)).toBeGreaterThan(0);
    expect(await flowerClimate()).toEqual(before);
  });
});
