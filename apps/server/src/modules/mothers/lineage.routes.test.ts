import type { Cutting } from '@canopy/shared/schemas/cuttings';
import type { CuttingLineage } from '@canopy/shared/schemas/mothers';
import { beforeEach, describe, expect, it } from 'vitest';
import { cropSuite, STAFF_AND_MEMBER } from '../../testing/crop-fixtures.ts';
import { cuttingClient } from '../../testing/cutting-fixtures.ts';
import { freshForEachTest } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

describe.each(DIALECTS)('GET /api/cuttings/{id}/lineage on %s', (dialect) => {
  const { t, staff, member, crop } = cropSuite(dialect, STAFF_AND_MEMBER, {
    at: '2026-04-20T09:00:00.000Z',
    staff: 'staff',
  });
  const client = freshForEachTest(() => cuttingClient(t, staff));
  let strainId: string;
  let roomId: string;

  beforeEach(async () => {
    strainId = (await client.strain())._id;
    roomId = (await crop.room({ name: 'Clones', kind: 'propagation' }))._id;
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
    expect(answer.descendants).toEqual([]);
    expect((await lineage(grandmother._id)).mothers).toEqual([]);
  });

  it('lists the descendants down the generations with the runs of each, in one answer', async () => {
    const mother = await cutting('M-001');
    const second = await cutting('C-002', mother._id);
    const first = await cutting('C-001', mother._id);
    const grandchild = await cutting('D-001', first._id);
    const greatGrandchild = await cutting('E-001', grandchild._id);
    // A clone in the trash is not listed, and neither are the clones below her.
    const trashed = await cutting('T-001', mother._id);
    await cutting('U-001', trashed._id);
    expect((await client.call(staff, 'DELETE', `/api/admin/cuttings/${trashed._id}`)).statusCode).toBe(204);
    const own = await crop.run({
      name: 'Mothers',
      startedAt: '2026-04-01T10:00:00.000Z',
      groups: [{ strainId, plantCount: 1, roomId, stage: 'veg', cuttingIds: [mother._id] }],
    });
    const ofClone = await crop.run({
      name: 'Clones',
      startedAt: '2026-04-05T10:00:00.000Z',
      groups: [
        { strainId, plantCount: 2, roomId, stage: 'propagation', cuttingIds: [first._id] },
        { strainId, plantCount: 6, roomId, stage: 'propagation', motherId: grandchild._id },
      ],
    });
    await crop.move(ofClone, ofClone.groups[1]!._id, {
      stage: 'veg',
      roomId,
      at: '2026-04-12T10:00:00.000Z',
    });

    const answer = await lineage(mother._id);
    const run = (r: typeof own, groupIds: string[], stage: string) => ({
      runId: r._id,
      code: r.code,
      name: r.name,
      state: 'active',
      groupIds,
      stage,
    });
    expect(answer.runs).toEqual([run(own, [own.groups[0]!._id], 'veg')]);
    expect(
      answer.descendants.map((d) => ({ code: d.cutting.code, motherId: d.cutting.motherId, ...d })),
    ).toEqual([
      {
        code: 'C-001',
        motherId: mother._id,
        cutting: expect.objectContaining({ _id: first._id }),
        generation: 1,
        runs: [run(ofClone, [ofClone.groups[0]!._id], 'propagation')],
      },
      {
        code: 'C-002',
        motherId: mother._id,
        cutting: expect.objectContaining({ _id: second._id }),
        generation: 1,
        runs: [],
      },
      {
        code: 'D-001',
        motherId: first._id,
        cutting: expect.objectContaining({ _id: grandchild._id }),
        generation: 2,
        runs: [run(ofClone, [ofClone.groups[1]!._id], 'veg')],
      },
      {
        code: 'E-001',
        motherId: grandchild._id,
        cutting: expect.objectContaining({ _id: greatGrandchild._id }),
        generation: 3,
        runs: [],
      },
    ]);
    // From a clone down, generations count from her.
    const fromClone = await lineage(first._id);
    expect(fromClone.runs).toEqual([run(ofClone, [ofClone.groups[0]!._id], 'propagation')]);
    expect(fromClone.descendants.map((d) => [d.cutting.code, d.generation])).toEqual([
      ['D-001', 1],
      ['E-001', 2],
    ]);
    expect((await lineage(greatGrandchild._id)).descendants).toEqual([]);
  });

  it('lists each descendant once, at its nearest generation, when a cycle loops back', async () => {
    const grandmother = await cutting('G-001');
    const mother = await cutting('M-001', grandmother._id);
    const clone = await cutting('C-001', mother._id);
    await setMother(grandmother._id, clone._id);
    const answer = await lineage(grandmother._id);
    expect(answer.descendants.map((d) => [d.cutting.code, d.generation])).toEqual([
      ['M-001', 1],
      ['C-001', 2],
    ]);
  });

  it('stops the descendants after 20 generations', async () => {
    const chain: Cutting[] = [];
    for (let i = 0; i < 23; i += 1) chain.push(await client.cutting(strainId, { code: `L-${i}` }));
    for (let i = 1; i < chain.length; i += 1) await setMother(chain[i]!._id, chain[i - 1]!._id);
    const descendants = (await lineage(chain[0]!._id)).descendants;
    expect(descendants).toHaveLength(20);
    expect(descendants.map((d) => d.generation)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(descendants.at(-1)!.cutting.code).toBe('L-20');
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
