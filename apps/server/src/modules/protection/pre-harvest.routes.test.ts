import type { Run } from '@canopy/shared/schemas/runs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedEntries } from '../../testing/audit-entries.ts';
import { cropFixtures } from '../../testing/crop-fixtures.ts';
import { harvestFixtures } from '../../testing/harvest-fixtures.ts';
import { protectionFixtures } from '../../testing/protection-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

/** 23:00 on 20 April in Kiritimati, 14 hours ahead of UTC. */
const NOW = '2026-04-20T09:00:00.000Z';
const FLIPPED = '2026-02-16T20:30:00.000Z';
/** 01:00 on 14 April in Kiritimati (still the 13th in UTC): seven days on, harvests may start on the 21st. */
const TREATED = '2026-04-13T11:00:00.000Z';

describe.each(DIALECTS)('pre-harvest interval on %s', (dialect) => {
  let t: TestContext;
  let staff: TestUser;
  let crop: ReturnType<typeof cropFixtures>;
  let harvests: ReturnType<typeof harvestFixtures>;
  let protection: ReturnType<typeof protectionFixtures>;
  let strainId: string;
  let veg: string;
  let flower: string;
  let flowerB: string;
  let dry: string;
  let productId: string;

  beforeEach(async () => {
    t = await createTestContext(dialect);
    t.clock.set(NOW);
    staff = await t.createUser('superuser');
    const admin = await t.createUser('admin');
    crop = cropFixtures(t, staff);
    harvests = harvestFixtures(crop, staff);
    protection = protectionFixtures(t, crop, staff);
    await protection.zone('Pacific/Kiritimati', admin);
    strainId = await crop.strain('Lemon Haze');
    veg = (await crop.room({ name: 'Veg', kind: 'veg' }))._id;
    flower = (await crop.room({ name: 'Flower A', kind: 'flower' }))._id;
    flowerB = (await crop.room({ name: 'Flower B', kind: 'flower' }))._id;
    dry = (await crop.room({ name: 'Dry', kind: 'dry' }))._id;
    productId = (await protection.product({ name: 'Spinosad 480', preHarvestDays: 7 }))._id;
  });
  afterEach(async () => {
    await t.close();
  });

  const flowering = (plantCount = 40) =>
    harvests.flowering([{ strainId, plantCount }], {
      veg,
      room: flower,
      startedAt: '2026-01-10T08:00:00.000Z',
      flippedAt: FLIPPED,
    });
  const harvest = (run: Run, body: object) =>
    crop.call(staff, 'POST', `/api/runs/${run._id}/harvests`, { groupId: run.groups[0]!._id, ...body });
  const held = {
    code: 'harvests.pre_harvest_interval',
    details: [
      { path: 'productName', message: 'Spinosad 480' },
      { path: 'harvestFrom', message: '2026-04-21' },
      { path: 'treatedAt', message: TREATED },
    ],
  };

  it('answers 409 inside the interval, naming the product and its end, and writes nothing', async () => {
    const run = await flowering();
    await protection.treat(flower, { productId, at: TREATED });
    const before = await crop.getRun(run._id);
    const entries = (await storedEntries(t)).length;
    const refused = await harvest(run, { roomId: dry });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(held);
    const after = await crop.getRun(run._id);
    expect(after).toEqual(before);
    expect(after.groups[0]).toMatchObject({ stage: 'flower', roomId: flower, plantCount: 40 });
    expect(after.harvests).toEqual([]);
    expect((await storedEntries(t)).length).toBe(entries);
    // Part of the group is held back too.
    expect((await harvest(run, { plantCount: 5 })).json()).toMatchObject(held);
  });

  it('lets staff harvest inside it with override: true, auditing the override and the interval', async () => {
    const run = await flowering();
    await protection.treat(flower, { productId, at: TREATED });
    const passed = await harvest(run, { roomId: dry, override: true });
    expect(passed.statusCode, passed.body).toBe(201);
    const harvested = passed.json<Run>();
    expect(harvested.groups[0]).toMatchObject({ stage: 'dry', roomId: dry });
    const harvestId = harvested.harvests[0]!._id;
    const entry = (await storedEntries(t)).find((one) => `harvest.${harvestId}.groupId` in one.changes)!;
    expect(entry).toMatchObject({
      actorId: staff.user._id,
      entityId: run._id,
      summary: `Run "${run.code}": 40 plants harvested inside the pre-harvest interval of "Spinosad 480" (override)`,
    });
    expect(entry.changes[`harvest.${harvestId}.override`]).toEqual([null, true]);
    expect(entry.changes[`harvest.${harvestId}.preHarvestInterval`]).toEqual([
      null,
      { productName: 'Spinosad 480', harvestFrom: '2026-04-21', treatedAt: TREATED },
    ]);
    const stored = await t.database.db
      .selectFrom('audit_log')
      .select('summary_event')
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(stored.summary_event).toBe('harvested_in_interval');
  });

  it("ends the interval on the site's calendar: a harvest from 00:00 on the site's 21st needs no override", async () => {
    const run = await flowering();
    await protection.treat(flower, { productId, at: TREATED });
    // 23:59 on the 20th in Kiritimati, and a minute later the 21st (still the 20th in UTC).
    t.clock.set('2026-04-20T09:59:00.000Z');
    expect((await harvest(run, { plantCount: 10 })).json()).toMatchObject(held);
    t.clock.set('2026-04-20T10:00:00.000Z');
    const free = await harvest(run, { plantCount: 10 });
    expect(free.statusCode, free.body).toBe(201);
    const harvestId = free.json<Run>().harvests[0]!._id;
    const entry = (await storedEntries(t)).find((one) => `harvest.${harvestId}.groupId` in one.changes)!;
    expect(entry.summary).toBe(`Run "${run.code}": 10 plants harvested`);
    expect(Object.keys(entry.changes).some((key) => key.endsWith('.override'))).toBe(false);
  });

  it("holds a split group by its parent's treatments; not by later ones, other rooms' or a product without one", async () => {
    const run = await flowering(40);
    const parent = run.groups[0]!;
    await protection.treat(flower, { productId, at: TREATED });
    // 10 plants move on to another flower room after the treatment: they were treated with their parent.
    const split = await crop.move(run, parent._id, {
      stage: 'flower',
      roomId: flowerB,
      plantCount: 10,
      at: '2026-04-15T08:00:00.000Z',
    });
    const child = split.groups.find((group) => group.parentGroupId === parent._id)!;
    const childHarvest = await crop.call(staff, 'POST', `/api/runs/${run._id}/harvests`, {
      groupId: child._id,
    });
    expect(childHarvest.statusCode).toBe(409);
    expect(childHarvest.json()).toMatchObject(held);

    // A run elsewhere is not held by flower A's treatment, nor by one of a product without an interval.
    const elsewhere = await harvests.flowering([{ strainId, plantCount: 5 }], {
      veg,
      room: flowerB,
      startedAt: '2026-04-16T08:00:00.000Z',
      flippedAt: '2026-04-17T08:00:00.000Z',
    });
    const plain = await protection.product({ name: 'Potassium bicarbonate', preHarvestDays: 0 });
    await protection.treat(flowerB, { productId: plain._id, at: '2026-04-18T08:00:00.000Z' });
    expect((await harvest(elsewhere, {})).statusCode).toBe(201);

    // A harvest dated before a treatment is not held by it.
    const later = await flowering(20);
    await protection.treat(flower, { productId, at: '2026-04-19T09:00:00.000Z' });
    const backdated = await harvest(later, { at: '2026-04-18T09:00:00.000Z' });
    expect(backdated.statusCode, backdated.body).toBe(201);
  });
});
