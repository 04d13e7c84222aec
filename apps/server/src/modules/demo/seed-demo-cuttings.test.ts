import type { Cutting, CuttingSummary } from '@canopy/shared/schemas/cuttings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStrains } from '../../testing/demo-seeds.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { seedDemoCuttings } from './seed-demo-cuttings.ts';

describe('demo cuttings', () => {
  let t: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestContext('sqlite');
    admin = await t.createUser('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds cuttings of the demo strains with photos, diaries and logs, once', async () => {
    const { services } = t;
    const { log } = t.app;
    await seedDemoStrains(t);
    const deps = {
      users: services.usersRepository,
      files: services.files,
      strains: services.strains,
      cuttings: services.cuttings,
      log,
    };
    await seedDemoCuttings(deps);
    await seedDemoCuttings(deps);
    const list = await t.app.inject({ url: '/api/cuttings?limit=100', headers: admin.auth });
    const cuttings = list.json<CuttingSummary[]>();
    expect(cuttings).toHaveLength(10);
    expect(new Set(cuttings.map((cutting) => cutting.strain.slug))).toEqual(
      new Set(['lemon-haze', 'northern-lights', 'blue-dream']),
    );
    expect(cuttings.filter((cutting) => cutting.photo).length).toBeGreaterThanOrEqual(5);

    const mother = cuttings.find((cutting) => cutting.code === 'LH-001')!;
    const detail = (
      await t.app.inject({ url: `/api/cuttings/${mother._id}`, headers: admin.auth })
    ).json<Cutting>();
    expect(detail.images).toHaveLength(1);
    expect(detail).toMatchObject({ isMother: true, motherId: null });
    expect(cuttings.find((cutting) => cutting.code === 'LH-002')).toMatchObject({
      isMother: false,
      motherId: mother._id,
    });
    expect(detail.photos).toHaveLength(2);
    expect(detail.diary).toHaveLength(2);
    expect((await t.app.inject({ url: detail.photos[0]!.url })).statusCode).toBe(200);
    const entries = await t.app.inject({ url: `/api/admin/${mother._id}/logs`, headers: admin.auth });
    expect(entries.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ event: 'treatment', photo: expect.any(String) })]),
    );
  });
});
