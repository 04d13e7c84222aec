import type { Cutting } from '@canopy/shared/schemas/cuttings';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedEntries } from '../../testing/audit-entries.ts';
import { cuttingClient } from '../../testing/cutting-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

describe.each(DIALECTS)('a cutting mother and lineage fields on %s', (dialect) => {
  let t: TestContext;
  let staff: TestUser;
  let client: ReturnType<typeof cuttingClient>;
  let strainId: string;

  beforeEach(async () => {
    t = await createTestContext(dialect);
    t.clock.set('2026-04-20T09:00:00.000Z');
    staff = await t.createUser('superuser');
    client = cuttingClient(t, staff);
    strainId = (await client.strain())._id;
  });
  afterEach(async () => {
    await t.close();
  });

  const make = (code: string) => client.cutting(strainId, { code });
  // A second apart, so the audit log keeps the order the changes were made in.
  const put = (cutting: Cutting, body: object) => {
    t.clock.advance(1000);
    return client.call(staff, 'PUT', `/api/admin/cuttings/${cutting._id}`, {
      code: cutting.code,
      strainId,
      ...body,
    });
  };

  it('answers new cuttings as no mother, with no mother and not retired', async () => {
    const cutting = await make('A-001');
    expect(cutting).toMatchObject({ isMother: false, motherId: null, retiredAt: null });
    const read = await client.call(staff, 'GET', `/api/cuttings/${cutting._id}`);
    expect(read.json()).toMatchObject({ isMother: false, motherId: null, retiredAt: null });
  });

  it('sets isMother, motherId and retiredAt, audits them, and keeps them when a body leaves them out', async () => {
    const mother = await make('M-001');
    const marked = await put(mother, { isMother: true, retiredAt: '2026-04-19T10:00:00+03:00' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ isMother: true, retiredAt: '2026-04-19T07:00:00.000Z' });

    const clone = await make('C-001');
    const named = await put(clone, { motherId: mother._id });
    expect(named.json()).toMatchObject({ motherId: mother._id, isMother: false });
    // A client older than the fields sends none of them: the cutting keeps its mother.
    const renamed = await put(clone, { name: 'Renamed' });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', motherId: mother._id });

    const cleared = await put(clone, { name: 'Renamed', motherId: null });
    expect(cleared.json<Cutting>().motherId).toBeNull();
    const unretired = await put(mother, { retiredAt: null });
    expect(unretired.json()).toMatchObject({ isMother: true, retiredAt: null });

    const updates = (await storedEntries(t, 'update')).filter((entry) => entry.entity === 'cutting');
    expect(updates.map((entry) => entry.changes)).toEqual([
      { isMother: [false, true], retiredAt: [null, '2026-04-19T07:00:00.000Z'] },
      { motherId: [null, mother._id] },
      { name: ['', 'Renamed'] },
      { motherId: [mother._id, null] },
      { retiredAt: ['2026-04-19T07:00:00.000Z', null] },
    ]);
  });

  it('creates a clone with its mother and a mother plant as one, audited with the rest', async () => {
    const mother = await client.cutting(strainId, { code: 'M-001', isMother: true });
    expect(mother).toMatchObject({ isMother: true, motherId: null, retiredAt: null });
    t.clock.advance(1000);
    const clone = await client.cutting(strainId, { code: 'C-001', motherId: mother._id });
    expect(clone).toMatchObject({ isMother: false, motherId: mother._id });
    const read = await client.call(staff, 'GET', `/api/cuttings/${clone._id}`);
    expect(read.json()).toMatchObject({ motherId: mother._id });
    const lineage = await client.call(staff, 'GET', `/api/cuttings/${clone._id}/lineage`);
    expect(lineage.json<{ mothers: { code: string }[] }>().mothers.map((m) => m.code)).toEqual(['M-001']);
    const created = (await storedEntries(t, 'create')).filter((entry) => entry.entity === 'cutting');
    expect(created.map((entry) => entry.changes)).toEqual([
      expect.objectContaining({ code: [null, 'M-001'], isMother: [null, true] }),
      expect.objectContaining({
        code: [null, 'C-001'],
        isMother: [null, false],
        motherId: [null, mother._id],
      }),
    ]);
  });

  it('refuses to create a clone of an unknown or trashed mother (404), and bad values (400)', async () => {
    const create = (body: object) =>
      client.call(staff, 'POST', '/api/admin/cuttings', { code: 'C-009', strainId, ...body });
    const unknown = await create({ motherId: 'no-such-cutting' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'cuttings.not_found',
      details: [{ path: 'body.motherId' }],
    });
    const gone = await make('M-001');
    expect((await client.call(staff, 'DELETE', `/api/admin/cuttings/${gone._id}`)).statusCode).toBe(204);
    expect((await create({ motherId: gone._id })).statusCode).toBe(404);
    const bad = await create({ isMother: 'yes', motherId: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe('validation.failed');
    expect(bad.body).toContain('isMother');
    expect(bad.body).toContain('motherId');
    // Nothing refused was made: the code is still free.
    expect((await create({})).statusCode).toBe(201);
  });

  it('refuses a cutting as its own mother and a cycle with 400 and details', async () => {
    const grandmother = await make('G-001');
    const mother = await make('M-001');
    const clone = await make('C-001');
    expect((await put(mother, { motherId: grandmother._id })).statusCode).toBe(200);
    expect((await put(clone, { motherId: mother._id })).statusCode).toBe(200);

    const itself = await put(clone, { motherId: clone._id });
    expect(itself.statusCode).toBe(400);
    expect(itself.json()).toMatchObject({
      code: 'cuttings.mother_cycle',
      details: [{ path: 'body.motherId', message: 'a cutting cannot be its own mother' }],
    });
    const cycle = await put(grandmother, { motherId: clone._id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json()).toMatchObject({
      code: 'cuttings.mother_cycle',
      details: [{ path: 'body.motherId' }],
    });
    const read = await client.call(staff, 'GET', `/api/cuttings/${grandmother._id}`);
    expect(read.json<Cutting>().motherId).toBeNull();
  });

  it('refuses an unknown or trashed mother with 404 and bad values with 400', async () => {
    const clone = await make('C-001');
    const unknown = await put(clone, { motherId: 'no-such-cutting' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'cuttings.not_found',
      details: [{ path: 'body.motherId' }],
    });

    const gone = await make('M-001');
    const kept = await make('C-002');
    expect((await put(kept, { motherId: gone._id })).statusCode).toBe(200);
    expect((await client.call(staff, 'DELETE', `/api/admin/cuttings/${gone._id}`)).statusCode).toBe(204);
    expect((await put(clone, { motherId: gone._id })).statusCode).toBe(404);
    // A clone already naming her keeps saving as it is.
    expect((await put(kept, { motherId: gone._id, name: 'Still hers' })).statusCode).toBe(200);

    const bad = await put(clone, { isMother: 'yes', retiredAt: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe('validation.failed');
    expect(bad.body).toContain('isMother');
    expect(bad.body).toContain('retiredAt');
  });
});
