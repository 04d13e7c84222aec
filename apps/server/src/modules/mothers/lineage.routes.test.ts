import type { Cutting } from '@canopy/shared/schemas/cuttings';
import type { CuttingLineage } from '@canopy/shared/schemas/mothers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cropFixtures } from '../../testing/crop-fixtures.ts';
import { cuttingClient } from '../../testing/cutting-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

describe.each(DIALECTS)('GET /api/cuttings/{id}/lineage on %s', (dialect) => {
  let t: TestContext;
  let staff: TestUser;
  let member: TestUser;
  let crop: ReturnType<typeof cropFixtures>;
  let client: ReturnType<typeof cuttingClient>;
  let strainId: string;
  let roomId: string;

  beforeEach(async () => {
    t = await createTestContext(dialect);
    t.clock.set('2026-04-20T09:00:00.000Z');
    staff = await t.createUser('superuser');
    member = await t.createUser('user');
    crop = cropFixtures(t, staff);
    client = cuttingClient(t, staff);
    strainId = (await client.strain())._id;
    roomId = (await crop.room({ name: 'Clones', kind: 'propagation' }))._id;
  });
  afterEach(async () => {
    await t.close();
  });

  async function cutting(code: string, motherId?: string): Promise<Cutting> {
    const made = await client.cutting(strainId, { code });
    if (!motherId) return made;
    const url = `/api/admin/cuttings/${made._id}`;
    const response = await client.call(staff, 'PUT', url, { code, strainId, motherId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const lineage = async (id: string) => {
    const response = await crop.call(member, 'GET', `/api/cuttings/${id}/lineage`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CuttingLineage>();
  };
  /** Sets a mother past the API's checks, as a restore from a backup could leave it. */
  const setMother = (id: string, motherId: string) =>
    t.database.db.updateTable('cuttings').set({ mother_id: motherId }).where('id', '=', id).execute();

  it('walks the mother chain up, nearest first, and lists the runs holding or taken from the cutting', async () => {
    const grandmother = await cutting('G-001');
    const mother = await cutting('M-001', grandmother._id);
    const clone = await cutting('C-001', mother._id);
    const first = await crop.run({
      name: 'Spring',
      startedAt: '2026-04-01T10:00:00.000Z',
      groups: [{ strainId, plantCount: 3, roomId, stage: 'propagation', cuttingIds: [clone._id] }],
    });
    const second = await crop.run({
      name: 'Summer',
      startedAt: '2026-04-10T10:00:00.000Z',
      groups: [
        { strainId, plantCount: 5, roomId, stage: 'propagation', motherId: clone._id },
        { strainId, plantCount: 4, roomId, stage: 'propagation', motherId: clone._id },
      ],
    });
    await crop.move(second, second.groups[1]!._id, { stage: 'veg', roomId, at: '2026-04-15T10:00:00.000Z' });
    await crop.run({ groups: [{ strainId, plantCount: 2, roomId, stage: 'propagation' }] });

    const answer = await lineage(clone._id);
    expect(answer.cutting).toMatchObject({ _id: clone._id, code: 'C-001', motherId: mother._id });
    expect(answer.mothers.map((m) => m.code)).toEqual(['M-001', 'G-001']);
    expect(answer.runs).toEqual([
      {
        runId: second._id,
        code: second.code,
        name: 'Summer',
        state: 'active',
        groupIds: second.groups.map((group) => group._id),
        stage: 'veg',
      },
      {
        runId: first._id,
        code: first.code,
        name: 'Spring',
        state: 'active',
        groupIds: [first.groups[0]!._id],
        stage: 'propagation',
      },
    ]);
    expect(answer.harvests).toEqual([]);
    expect((await lineage(grandmother._id)).mothers).toEqual([]);
  });

  it('stops the chain at a cycle', async () => {
    const grandmother = await cutting('G-001');
    const mother = await cutting('M-001', grandmother._id);
    const clone = await cutting('C-001', mother._id);
    await setMother(grandmother._id, clone._id);
    expect((await lineage(clone._id)).mothers.map((m) => m.code)).toEqual(['M-001', 'G-001']);
    expect((await lineage(mother._id)).mothers.map((m) => m.code)).toEqual(['G-001', 'C-001']);
  });

  it('stops the chain after 20 levels', async () => {
    const chain: Cutting[] = [];
    for (let i = 0; i < 23; i += 1) chain.push(await client.cutting(strainId, { code: `L-${i}` }));
    for (let i = 1; i < chain.length; i += 1) await setMother(chain[i]!._id, chain[i - 1]!._id);
    const mothers = (await lineage(chain.at(-1)!._id)).mothers;
    expect(mothers).toHaveLength(20);
    expect(mothers[0]!.code).toBe('L-21');
    expect(mothers.at(-1)!.code).toBe('L-2');
  });

  it('answers 404 for an unknown or trashed cutting and 401 without a token', async () => {
    const unknown = await crop.call(member, 'GET', '/api/cuttings/nope/lineage');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'cuttings.not_found']);
    const gone = await cutting('T-001');
    await client.call(staff, 'DELETE', `/api/admin/cuttings/${gone._id}`);
    expect((await crop.call(member, 'GET', `/api/cuttings/${gone._id}/lineage`)).statusCode).toBe(404);
    const anonymous = await crop.call(null, 'GET', `/api/cuttings/${gone._id}/lineage`);
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'auth.unauthenticated']);
  });
});
