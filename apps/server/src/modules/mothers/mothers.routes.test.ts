import type { Cutting } from '@canopy/shared/schemas/cuttings';
import type { Mother } from '@canopy/shared/schemas/mothers';
import type { Run } from '@canopy/shared/schemas/runs';
import { beforeEach, describe, expect, it } from 'vitest';
import { cropSuite, STAFF_AND_MEMBER } from '../../testing/crop-fixtures.ts';
import { cuttingClient } from '../../testing/cutting-fixtures.ts';
import { harvestFixtures } from '../../testing/harvest-fixtures.ts';
import { freshForEachTest } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const STARTED = '2026-04-01T10:00:00.000Z';

describe.each(DIALECTS)('GET /api/mothers on %s', (dialect) => {
  const { t, staff, member, crop } = cropSuite(dialect, STAFF_AND_MEMBER, {
    at: '2026-04-20T09:00:00.000Z',
    staff: 'staff',
  });
  const client = freshForEachTest(() => cuttingClient(t, staff));
  let strainId: string;
  let propagation: string;
  let veg: string;
  let vegTwo: string;

  beforeEach(async () => {
    strainId = (await client.strain('Lemon Haze'))._id;
    propagation = (await crop.room({ name: 'Clones', kind: 'propagation' }))._id;
    veg = (await crop.room({ name: 'Veg A', kind: 'veg' }))._id;
    vegTwo = (await crop.room({ name: 'Veg B', kind: 'veg' }))._id;
  });

  async function cutting(code: string, lineage: object = {}): Promise<Cutting> {
    const made = await client.cutting(strainId, { code });
    if (Object.keys(lineage).length === 0) return made;
    const response = await client.call(staff, 'PUT', `/api/admin/cuttings/${made._id}`, {
      code,
      strainId,
      ...lineage,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const loss = async (run: Run, groupId: string, count: number, at: string) => {
    const response = await crop.call(staff, 'POST', `/api/runs/${run._id}/groups/${groupId}/losses`, {
      count,
      reason: 'died',
      at,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Run>();
  };
  const mothers = async () => {
    const response = await crop.call(member, 'GET', '/api/mothers');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Mother[]>();
  };

  /**
   * Mother M: group A (10 plants, holding her clone c1) and group B (5); clone c2 in no group. A loses 2
   * in propagation, splits 3 to veg on local day 10 (23:00 in Jerusalem), moves its last 5 on day 12;
   * B moves on day 15 (01:30 local, still the 15th in UTC), splits 2 veg to veg and loses 1 in veg.
   */
  async function motherWithRuns() {
    const mother = await cutting('M-001', { isMother: true });
    const c1 = await cutting('C-001', { motherId: mother._id });
    await cutting('C-002', { motherId: mother._id });
    let run = await crop.run({
      startedAt: STARTED,
      groups: [
        {
          strainId,
          plantCount: 10,
          roomId: propagation,
          stage: 'propagation',
          motherId: mother._id,
          cuttingIds: [c1._id],
        },
        { strainId, plantCount: 5, roomId: propagation, stage: 'propagation', motherId: mother._id },
      ],
    });
    const [a, b] = run.groups.map((group) => group._id) as [string, string];
    run = await loss(run, a, 2, '2026-04-03T10:00:00.000Z');
    run = await crop.move(run, a, {
      stage: 'veg',
      roomId: veg,
      plantCount: 3,
      at: '2026-04-11T20:00:00.000Z',
    });
    run = await crop.move(run, a, { stage: 'veg', roomId: veg, at: '2026-04-13T08:00:00.000Z' });
    run = await crop.move(run, b, { stage: 'veg', roomId: veg, at: '2026-04-15T22:30:00.000Z' });
    run = await crop.move(run, b, {
      stage: 'veg',
      roomId: vegTwo,
      plantCount: 2,
      at: '2026-04-16T10:00:00.000Z',
    });
    await loss(run, b, 1, '2026-04-17T10:00:00.000Z');
    return mother;
  }

  it('counts clones taken, rooted, lost in propagation and the median days to root', async () => {
    const mother = await motherWithRuns();
    await cutting('X-001');
    const [row, ...others] = await mothers();
    expect(others).toEqual([]);
    expect(row).toEqual({
      _id: mother._id,
      shortId: mother.shortId,
      code: 'M-001',
      name: '',
      strainId,
      strainName: 'Lemon Haze',
      retiredAt: null,
      clonesTaken: 16,
      rooted: 13,
      lostInPropagation: 2,
      medianDaysToRoot: 12,
      meanDryGramsPerPlant: null,
    });
  });

  it('gives the dry grams per plant of the closed harvests grown from a mother, and none of open ones', async () => {
    const mother = await cutting('M-001', { isMother: true });
    const flower = (await crop.room({ name: 'Flower A', kind: 'flower' }))._id;
    const harvests = harvestFixtures(crop, staff);
    const places = { veg, room: flower, startedAt: STARTED, flippedAt: '2026-04-10T08:00:00.000Z' };
    const grow = async (plantCount: number, dryGrams: number) => {
      const run = await harvests.flowering([{ strainId, plantCount, motherId: mother._id }], places);
      const harvested = await harvests.harvest(run, {
        groupId: run.groups[0]!._id,
        at: '2026-04-19T08:00:00.000Z',
      });
      const harvest = harvested.harvests.at(-1)!;
      await harvests.weigh(harvest._id, { kind: 'dry', value: dryGrams, unit: 'g' });
      return harvest;
    };
    await harvests.close((await grow(4, 400))._id);
    expect((await mothers())[0]!.meanDryGramsPerPlant).toBe(100);
    // A second run's harvest counts once closed: (400 + 1,100) g over 4 + 6 plants.
    const open = await grow(6, 1_100);
    expect((await mothers())[0]!.meanDryGramsPerPlant).toBe(100);
    await harvests.close(open._id);
    expect((await mothers())[0]!.meanDryGramsPerPlant).toBe(150);
  });

  it('counts days to root in the site calendar: another zone moves the days where its calendar says', async () => {
    await motherWithRuns();
    const zone = await crop.call(staff, 'PUT', '/api/site', { name: 'Farm', timeZone: 'Pacific/Honolulu' });
    expect(zone.statusCode, zone.body).toBe(403);
    const admin = await t.createUser('admin');
    const set = await crop.call(admin, 'PUT', '/api/site', { name: 'Farm', timeZone: 'Pacific/Honolulu' });
    expect(set.statusCode, set.body).toBe(200);
    // Honolulu (UTC-10): A's last move is the 12th there (day 11), B's the 15th (day 14).
    expect((await mothers())[0]!.medianDaysToRoot).toBe(11);
  });

  it('lists retired mothers too, marked, with nothing counted yet', async () => {
    await cutting('R-001', { isMother: true, retiredAt: '2026-04-10T09:00:00.000Z' });
    await cutting('N-001', { isMother: true });
    expect(await mothers()).toEqual([
      expect.objectContaining({ code: 'N-001', retiredAt: null }),
      expect.objectContaining({
        code: 'R-001',
        retiredAt: '2026-04-10T09:00:00.000Z',
        clonesTaken: 0,
        rooted: 0,
        lostInPropagation: 0,
        medianDaysToRoot: null,
        meanDryGramsPerPlant: null,
      }),
    ]);
  });

  it('answers 401 without a token', async () => {
    const response = await crop.call(null, 'GET', '/api/mothers');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth.unauthenticated' });
  });
});
