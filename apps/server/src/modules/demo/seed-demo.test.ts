import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { seedDemo } from './seed-demo.ts';

describe('demo data', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext('sqlite');
    await t.createUser('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds strains with photos and diaries, and news, once, into an empty database', async () => {
    const { services } = t;
    const { log } = t.app;
    const deps = {
      users: services.usersRepository,
      files: services.files,
      strains: services.strains,
      news: services.news,
      log,
    };
    await seedDemo(deps);
    await seedDemo(deps);
    const strains = await services.strains.list();
    expect(strains).toHaveLength(3);
    expect(strains.every((strain) => strain.images.length === 2 && strain.photo)).toBe(true);
    expect((await t.app.inject({ url: strains[0]!.photo! })).statusCode).toBe(200);
    const detail = await services.strains.getBySlug({ id: 'x', role: 'user' }, 'lemon-haze');
    expect(detail.diary).toHaveLength(2);
    expect(await services.news.list()).toHaveLength(2);
  });
});
