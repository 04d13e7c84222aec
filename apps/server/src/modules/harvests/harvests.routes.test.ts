import type { Harvest } from '@canopy/shared/schemas/harvests';
import type { Run } from '@canopy/shared/schemas/runs';
import { beforeEach, describe, expect, it } from 'vitest';
import { storedEntries } from '../../testing/audit-entries.ts';
import { cropSuite } from '../../testing/crop-fixtures.ts';
import { harvestFixtures } from '../../testing/harvest-fixtures.ts';
import type { TestUser } from '../../testing/test-app.ts';
import { freshForEachTest } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const NOW = '2026-04-20T09:00:00.000Z';
/** 22:30 on 16 February in Jerusalem: flower day 1 is the 16th, so the 19th of April is day 63. */
const FLIPPED = '2026-02-16T20:30:00.000Z';
const HARVESTED = '2026-04-19T07:00:00.000Z';

describe.each(DIALECTS)('harvest routes on %s', (dialect) => {
  const { t, staff, admin, member, crop } = cropSuite(
    dialect,
    { staff: 'superuser', admin: 'admin', member: 'user' },
    { at: NOW, staff: 'staff' },
  );
  const harvests = freshForEachTest(() => harvestFixtures(crop, staff));
  let strainId: string;
  let veg: string;
  let flower: string;
  let dry: string;

  beforeEach(async () => {
    strainId = await crop.strain('Lemon Haze');
    veg = (await crop.room({ name: 'Veg', kind: 'veg' }))._id;
    flower = (await crop.room({ name: 'Flower', kind: 'flower', areaM2: 20, lightsWatts: 3200 }))._id;
    dry = (await crop.room({ name: 'Dry', kind: 'dry' }))._id;
  });

  const flowering = (plantCount = 40, more: { strainId: string; plantCount: number }[] = []) =>
    harvests.flowering([{ strainId, plantCount }, ...more], {
      veg,
      room: flower,
      startedAt: '2026-01-10T08:00:00.000Z',
      flippedAt: FLIPPED,
    });
  /** A flowering group harvested whole into the dry room: the run and its harvest. */
  const harvested = async (plantCount = 40) => {
    const run = await flowering(plantCount);
    const after = await harvests.harvest(run, { groupId: run.groups[0]!._id, at: HARVESTED, roomId: dry });
    return { run: after, harvest: after.harvests.at(-1)! };
  };
  const get = async (id: string) => (await crop.call(member, 'GET', `/api/harvests/${id}`)).json<Harvest>();

  it('harvests a flowering group: its plants go to dry and the run lists the harvest', async () => {
    const changes: string[] = [];
    t.services.events.subscribe('run.changed', ({ change }) => void changes.push(change));
    const { run, harvest } = await harvested();
    expect(run.groups[0]).toMatchObject({ stage: 'dry', roomId: dry, plantCount: 40 });
    expect(run.events.at(-1)).toMatchObject({ stage: 'dry', at: HARVESTED, plantCount: 40 });
    expect(run.harvests).toHaveLength(1);
    expect(harvest).toMatchObject({
      runId: run._id,
      groupId: run.groups[0]!._id,
      strainId,
      strainName: 'Lemon Haze',
      roomId: flower,
      at: HARVESTED,
      plantCount: 40,
      flowerDays: 63,
      weighings: [],
      totals: { wet: 0, dry: 0, flower: 0, trim: 0, waste: 0 },
      notes: [],
      closedAt: null,
      closedBy: null,
    });
    expect(harvest.by?.id).toBe(staff.user._id);
    expect(await get(harvest._id)).toEqual(harvest);
    expect((await crop.getRun(run._id)).harvests).toEqual([harvest]);
    // The run list stays light: no harvests in it.
    const list = (await crop.call(member, 'GET', '/api/runs')).json<Record<string, unknown>[]>();
    expect(list[0]).not.toHaveProperty('harvests');
    expect(changes).toEqual(expect.arrayContaining(['moved', 'harvest']));
  });

  it('harvests part of a group by splitting it, in the room it flowered in by default', async () => {
    const run = await flowering(30);
    const after = await harvests.harvest(run, { groupId: run.groups[0]!._id, plantCount: 12 });
    const child = after.groups.find((group) => group.parentGroupId === run.groups[0]!._id)!;
    expect(child).toMatchObject({ stage: 'dry', roomId: flower, plantCount: 12 });
    expect(after.groups[0]).toMatchObject({ stage: 'flower', plantCount: 18 });
    expect(after.harvests[0]).toMatchObject({ plantCount: 12, at: NOW, flowerDays: 64 });
  });

  it('keeps each weighing as entered and in exact grams, the totals exact sums', async () => {
    const { harvest } = await harvested();
    // A second apart: weighings are listed by their instant.
    const tick = () => t.clock.advance(1000);
    await harvests.weigh(harvest._id, { kind: 'wet', value: 1, unit: 'lb' });
    tick();
    await harvests.weigh(harvest._id, { kind: 'wet', value: 2.5, unit: 'kg' });
    tick();
    await harvests.weigh(harvest._id, { kind: 'wet', value: 3, unit: 'oz' });
    await harvests.weigh(harvest._id, { kind: 'dry', value: 0.1, unit: 'kg', at: '2026-04-19T12:00:00Z' });
    tick();
    const weighed = await harvests.weigh(harvest._id, { kind: 'trim', value: 12.345, unit: 'g' });
    expect(weighed.weighings.map(({ kind, value, unit, grams }) => ({ kind, value, unit, grams }))).toEqual([
      { kind: 'dry', value: 0.1, unit: 'kg', grams: 100 },
      { kind: 'wet', value: 1, unit: 'lb', grams: 453.592 },
      { kind: 'wet', value: 2.5, unit: 'kg', grams: 2500 },
      { kind: 'wet', value: 3, unit: 'oz', grams: 85.049 },
      { kind: 'trim', value: 12.345, unit: 'g', grams: 12.345 },
    ]);
    expect(weighed.weighings.every((w) => w.by?.id === staff.user._id && !w.override)).toBe(true);
    // 453.59237 + 2500 + 85.048569375 g, rounded once.
    expect(weighed.totals).toEqual({ wet: 3038.641, dry: 100, flower: 0, trim: 12.345, waste: 0 });
    expect(await get(harvest._id)).toEqual(weighed);
  });

  it('sums 10,000 mixed-unit weighings within 1 mg of exact', async () => {
    const { harvest } = await harvested();
    const units = ['g', 'kg', 'oz', 'lb'] as const;
    /** Picograms per thousandth of each unit, from the definitions (1 lb = 453.59237 g, 1 oz = 28.349523125 g). */
    const picograms = {
      g: 1_000_000_000n,
      kg: 1_000_000_000_000n,
      oz: 28_349_523_125n,
      lb: 453_592_370_000n,
    };
    let exact = 0n;
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const unit = units[(i * 7) % 4]!;
      const thousandths = 1 + ((i * 7919) % 250_000);
      const weight = BigInt(thousandths) * picograms[unit];
      const milligrams = (weight + 500_000_000n) / 1_000_000_000n;
      exact += weight;
      return {
        id: `w-${String(i).padStart(5, '0')}`,
        harvest_id: harvest._id,
        at: HARVESTED,
        kind: 'wet' as const,
        unit,
        value_thousandths: thousandths,
        milligrams: Number(milligrams),
        picograms: Number(weight - milligrams * 1_000_000_000n),
        override: 0,
        by_id: null,
        by_email: null,
        created_at: NOW,
      };
    });
    for (let i = 0; i < rows.length; i += 1000) {
      await t.database.db
        .insertInto('harvest_weighings')
        .values(rows.slice(i, i + 1000))
        .execute();
    }
    // One more through the API, then the sum as the API answers it.
    exact += 1000n * picograms.oz;
    const weighed = await harvests.weigh(harvest._id, { kind: 'wet', value: 1, unit: 'oz' });
    expect(weighed.weighings).toHaveLength(10_001);
    const exactGrams = Number(exact / 1000n) / 1e9;
    expect(Math.abs(weighed.totals.wet - exactGrams)).toBeLessThanOrEqual(0.001);
  });

  it('refuses a wet weighing after the close (409), passes an admin override and audits it', async () => {
    const { run, harvest } = await harvested();
    await harvests.weigh(harvest._id, { kind: 'wet', value: 2, unit: 'kg' });
    const closed = await harvests.close(harvest._id);
    expect(closed.closedAt).toBe(NOW);
    expect(closed.closedBy?.id).toBe(staff.user._id);
    const url = `/api/harvests/${harvest._id}/weighings`;
    const late = await crop.call(staff, 'POST', url, { kind: 'wet', value: 1, unit: 'kg' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('harvests.closed');
    const bySuperuser = await crop.call(staff, 'POST', url, {
      kind: 'wet',
      value: 1,
      unit: 'kg',
      override: true,
    });
    expect(bySuperuser.statusCode).toBe(403);
    const adminWithout = await crop.call(admin, 'POST', url, { kind: 'wet', value: 1, unit: 'kg' });
    expect(adminWithout.statusCode).toBe(409);
    t.clock.advance(1000);
    const byAdmin = await crop.call(admin, 'POST', url, {
      kind: 'wet',
      value: 1,
      unit: 'kg',
      override: true,
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(byAdmin.json<Harvest>().weighings.at(-1)).toMatchObject({ kind: 'wet', override: true });
    expect(byAdmin.json<Harvest>().totals.wet).toBe(3000);
    // Only the wet weight is settled: the rest may still be weighed.
    const trim = await crop.call(staff, 'POST', url, { kind: 'trim', value: 50, unit: 'g' });
    expect(trim.statusCode).toBe(201);
    const entries = (await storedEntries(t)).filter((entry) => entry.entity === 'run');
    const override = entries.find((entry) => entry.summary.includes('override'))!;
    expect(override).toMatchObject({ actorId: admin.user._id, entityId: run._id, action: 'update' });
    expect(override.changes[`harvest.${harvest._id}.override`]).toEqual([null, true]);
    const stored = await t.database.db
      .selectFrom('audit_log')
      .select('summary_event')
      .where('id', '=', override.id)
      .executeTakeFirstOrThrow();
    expect(stored.summary_event).toBe('weighed_after_close');
    // Closing again changes nothing.
    expect((await harvests.close(harvest._id)).closedAt).toBe(NOW);
  });

  it('makes a run harvested once every harvest is closed and no plant is still growing', async () => {
    const other = await crop.strain('Northern Lights');
    const run = await flowering(20, [{ strainId: other, plantCount: 10 }]);
    const [first, second] = run.groups;
    const harvestOf = (after: Run, groupId: string) => after.harvests.find((h) => h.groupId === groupId)!;
    const afterFirst = await harvests.harvest(run, { groupId: first!._id, at: HARVESTED, roomId: dry });
    await harvests.close(harvestOf(afterFirst, first!._id)._id);
    // The second group still flowers: the run stays active.
    expect((await crop.getRun(run._id)).state).toBe('active');
    const afterSecond = await harvests.harvest(run, { groupId: second!._id, at: HARVESTED, roomId: dry });
    expect(afterSecond.state).toBe('active');
    await harvests.close(harvestOf(afterSecond, second!._id)._id);
    const settled = await crop.getRun(run._id);
    expect(settled.state).toBe('harvested');
    expect(settled.harvests.every((harvest) => harvest.closedAt === NOW)).toBe(true);
    const changed = (await storedEntries(t)).filter((entry) => 'state' in entry.changes);
    expect(changed.map((entry) => entry.changes.state)).toEqual(
      expect.arrayContaining([
        [null, 'active'],
        ['active', 'harvested'],
      ]),
    );
    expect(changed).toHaveLength(2);
  });

  it("adds dated quality notes rated on the site's criteria, by anyone logged in", async () => {
    const { harvest } = await harvested();
    const url = `/api/harvests/${harvest._id}/notes`;
    const first = await crop.call(member, 'POST', url, {
      at: '2026-04-19T18:00:00Z',
      ratings: { aroma: 4, density: 5 },
      text: 'Sticky, sweet.',
    });
    expect(first.statusCode, first.body).toBe(201);
    t.clock.advance(2 * 3_600_000);
    const second = await crop.call(member, 'POST', url, { ratings: { effect: 3 } });
    expect(second.statusCode, second.body).toBe(201);
    const notes = second.json<Harvest>().notes;
    expect(notes.map(({ at, ratings, text }) => ({ at, ratings, text }))).toEqual([
      { at: '2026-04-19T18:00:00.000Z', ratings: { aroma: 4, density: 5 }, text: 'Sticky, sweet.' },
      { at: '2026-04-20T11:00:00.000Z', ratings: { effect: 3 }, text: '' },
    ]);
    expect(notes[0]!.by?.id).toBe(member.user._id);
    const unknown = await crop.call(member, 'POST', url, { ratings: { flavour: 4 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'validation.failed',
      details: [{ path: 'body.ratings.flavour' }],
    });
    // The site names its own criteria.
    const site = await crop.call(admin, 'PUT', '/api/site', {
      name: 'Farm',
      timeZone: 'Asia/Jerusalem',
      qualityCriteria: ['flavour', 'burn'],
    });
    expect(site.statusCode).toBe(200);
    expect((await crop.call(member, 'POST', url, { ratings: { flavour: 4 } })).statusCode).toBe(201);
    expect((await crop.call(member, 'POST', url, { ratings: { aroma: 4 } })).statusCode).toBe(400);
  });

  it('refuses bad input with details: units, kinds, weights, ratings, dates', async () => {
    const { harvest } = await harvested();
    const weigh = (body: object) => crop.call(staff, 'POST', `/api/harvests/${harvest._id}/weighings`, body);
    const cases: [object, string][] = [
      [{ kind: 'wet', value: 1, unit: 'stone' }, 'body.unit'],
      [{ kind: 'wet', value: 1, unit: 'KG' }, 'body.unit'],
      [{ kind: 'moist', value: 1, unit: 'g' }, 'body.kind'],
      [{ kind: 'wet', value: -5, unit: 'g' }, 'body.value'],
      [{ kind: 'wet', value: 0, unit: 'g' }, 'body.value'],
      [{ kind: 'wet', value: 1.2345, unit: 'g' }, 'body.value'],
      [{ kind: 'wet', value: 100_001, unit: 'kg' }, 'body.value'],
      [{ kind: 'wet', value: '5', unit: 'g' }, 'body.value'],
      [{ kind: 'wet', value: 1, unit: 'g', at: '2026-04-20T10:00:00Z' }, 'body.at'],
      [{ kind: 'wet', value: 1, unit: 'g', at: '2026-04-18T10:00:00Z' }, 'body.at'],
    ];
    for (const [body, path] of cases) {
      const response = await weigh(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({
        code: 'validation.failed',
        details: [{ path }],
      });
    }
    const note = (body: object) => crop.call(member, 'POST', `/api/harvests/${harvest._id}/notes`, body);
    for (const [body, path] of [
      [{ ratings: { aroma: 6 } }, 'body.ratings.aroma'],
      [{ ratings: { aroma: 0 } }, 'body.ratings.aroma'],
      [{ ratings: { aroma: 2.5 } }, 'body.ratings.aroma'],
      [{ ratings: {}, text: '  ' }, 'body.text'],
    ] as const) {
      const response = await note(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await get(harvest._id)).weighings).toEqual([]);
    // A group that is not flowering is not harvested.
    const young = await crop.run({ groups: [{ strainId, plantCount: 5, roomId: veg, stage: 'veg' }] });
    const notFlowering = await crop.call(staff, 'POST', `/api/runs/${young._id}/harvests`, {
      groupId: young.groups[0]!._id,
    });
    expect(notFlowering.statusCode).toBe(409);
    expect(notFlowering.json().code).toBe('harvests.not_in_flower');
    const run = await flowering(10);
    const tooMany = await crop.call(staff, 'POST', `/api/runs/${run._id}/harvests`, {
      groupId: run.groups[0]!._id,
      plantCount: 11,
    });
    expect(tooMany.json()).toMatchObject({
      code: 'runs.not_enough_plants',
      details: [{ path: 'body.plantCount' }],
    });
    expect((await crop.getRun(run._id)).harvests).toEqual([]);
  });

  it('answers 404 for an unknown run, group and harvest', async () => {
    const { run } = await harvested();
    const cases: [string, string, object | undefined, string][] = [
      ['POST', '/api/runs/nope/harvests', { groupId: run.groups[0]!._id }, 'runs.not_found'],
      ['POST', `/api/runs/${run._id}/harvests`, { groupId: 'nope' }, 'runs.group_not_found'],
      ['GET', '/api/harvests/nope', undefined, 'harvests.not_found'],
      ['POST', '/api/harvests/nope/weighings', { kind: 'wet', value: 1, unit: 'g' }, 'harvests.not_found'],
      ['PUT', '/api/harvests/nope/close', undefined, 'harvests.not_found'],
      ['POST', '/api/harvests/nope/notes', { text: 'x' }, 'harvests.not_found'],
    ];
    for (const [method, url, payload, code] of cases) {
      const response = await crop.call(staff, method as 'POST', url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code, url).toBe(code);
    }
    const flowerRoom = await flowering(5);
    const noRoom = await crop.call(staff, 'POST', `/api/runs/${flowerRoom._id}/harvests`, {
      groupId: flowerRoom.groups[0]!._id,
      roomId: 'nope',
    });
    expect(noRoom.json().code).toBe('rooms.not_found');
  });

  it('lets staff harvest, weigh and close; anyone logged in reads and notes', async () => {
    const { run, harvest } = await harvested();
    const other = await flowering(5);
    const writes: [string, string, object | undefined][] = [
      ['POST', `/api/runs/${other._id}/harvests`, { groupId: other.groups[0]!._id }],
      ['POST', `/api/harvests/${harvest._id}/weighings`, { kind: 'wet', value: 1, unit: 'g' }],
      ['PUT', `/api/harvests/${harvest._id}/close`, undefined],
    ];
    for (const [method, url, payload] of writes) {
      expect((await crop.call(member, method as 'POST', url, payload)).statusCode, url).toBe(403);
      expect((await crop.call(null, method as 'POST', url, payload)).statusCode, url).toBe(401);
    }
    expect((await crop.call(member, 'GET', `/api/harvests/${harvest._id}`)).statusCode).toBe(200);
    expect((await crop.call(null, 'GET', `/api/harvests/${harvest._id}`)).statusCode).toBe(401);
    const noted = await crop.call(member, 'POST', `/api/harvests/${harvest._id}/notes`, { text: 'Fine' });
    expect(noted.statusCode).toBe(201);
    expect((await crop.getRun(run._id)).harvests[0]).toMatchObject({ weighings: [], closedAt: null });
  });

  it('audits every write on a harvest against its run', async () => {
    const { run, harvest } = await harvested();
    t.clock.advance(1000);
    await harvests.weigh(harvest._id, { kind: 'dry', value: 1, unit: 'lb' });
    t.clock.advance(1000);
    await crop.call(member, 'POST', `/api/harvests/${harvest._id}/notes`, { ratings: { aroma: 5 } });
    t.clock.advance(1000);
    await harvests.close(harvest._id);
    const all = (await storedEntries(t)).filter((entry) => entry.entity === 'run');
    expect(all.every((entry) => entry.entityId === run._id)).toBe(true);
    // The harvest is written at the instant of the run's start and its moves.
    const recorded = all.find((entry) => `harvest.${harvest._id}.groupId` in entry.changes)!;
    expect(recorded.action).toBe('create');
    expect(recorded.actorId).toBe(staff.user._id);
    expect(recorded.changes).toEqual({
      [`harvest.${harvest._id}.groupId`]: [null, run.groups[0]!._id],
      [`harvest.${harvest._id}.plantCount`]: [null, 40],
    });
    // Then, a second apart: the weighing, the note, and the close with the run harvested by it.
    const entries = all.slice(-4);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['update', staff.user._id],
      ['update', member.user._id],
      ['update', staff.user._id],
      ['update', staff.user._id],
    ]);
    const weighing = (await get(harvest._id)).weighings[0]!;
    expect(entries[0]!.changes).toEqual({
      [`harvest.${harvest._id}.weighing.${weighing._id}`]: [null, { kind: 'dry', value: 1, unit: 'lb' }],
      [`harvest.${harvest._id}.weighing.${weighing._id}.grams`]: [null, 453.592],
    });
    expect(Object.keys(entries[1]!.changes)).toEqual([expect.stringMatching(/\.note\./)]);
    expect(entries.slice(2).map((entry) => entry.changes)).toEqual(
      expect.arrayContaining([
        { [`harvest.${harvest._id}.closedAt`]: [null, '2026-04-20T09:00:03.000Z'] },
        { state: ['active', 'harvested'] },
      ]),
    );
  });

  it('takes a weighing queued offline once, whatever the replays', async () => {
    const { harvest } = await harvested();
    const headers = { ...staff.auth, 'idempotency-key': '6f1d3c2a-8b4e-4f5a-9c7d-2e1b0a9f8c7d' };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/harvests/${harvest._id}/weighings`,
        headers,
        payload: { kind: 'wet', value: 1.5, unit: 'kg' },
      });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await get(harvest._id)).weighings).toHaveLength(1);
  });

  it("shows weights in one's own unit, the site's unless one chose", async () => {
    const mine = async (who: TestUser) => (await crop.call(who, 'GET', '/api/me/preferences')).json();
    expect(await mine(member)).toEqual({ weightUnit: null, effectiveWeightUnit: 'g' });
    await crop.call(admin, 'PUT', '/api/site', {
      name: 'Farm',
      timeZone: 'Asia/Jerusalem',
      weightUnit: 'kg',
    });
    expect(await mine(member)).toEqual({ weightUnit: null, effectiveWeightUnit: 'kg' });
    t.clock.advance(1000);
    const set = await crop.call(member, 'PUT', '/api/me/preferences', { weightUnit: 'lb' });
    expect(set.json()).toEqual({ weightUnit: 'lb', effectiveWeightUnit: 'lb' });
    expect(await mine(member)).toEqual({ weightUnit: 'lb', effectiveWeightUnit: 'lb' });
    expect(await mine(staff)).toEqual({ weightUnit: null, effectiveWeightUnit: 'kg' });
    // Nothing sent changes nothing; null follows the site again.
    expect((await crop.call(member, 'PUT', '/api/me/preferences', {})).json().weightUnit).toBe('lb');
    t.clock.advance(1000);
    const back = await crop.call(member, 'PUT', '/api/me/preferences', { weightUnit: null });
    expect(back.json()).toEqual({ weightUnit: null, effectiveWeightUnit: 'kg' });
    const bad = await crop.call(member, 'PUT', '/api/me/preferences', { weightUnit: 'stone' });
    expect(bad.json()).toMatchObject({ code: 'validation.failed', details: [{ path: 'body.weightUnit' }] });
    expect((await crop.call(null, 'GET', '/api/me/preferences')).statusCode).toBe(401);
    const audited = (await storedEntries(t, 'update')).filter((entry) => entry.entity === 'user');
    expect(audited.map((entry) => [entry.actorId, entry.changes])).toEqual([
      [member.user._id, { weightUnit: [null, 'lb'] }],
      [member.user._id, { weightUnit: ['lb', null] }],
    ]);
  });
});
