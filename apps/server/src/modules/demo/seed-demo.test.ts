import { describe, expect, it } from 'vitest';
import { seedDemoStrains, useDemoSite } from '../../testing/demo-seeds.ts';

describe('demo data', () => {
  const site = useDemoSite();

  it('seeds strains with photos and diaries, and news, once, into an empty database', async () => {
    const t = site();
    const { services } = t;
    await seedDemoStrains(t);
    await seedDemoStrains(t);
    const strains = await services.strains.list();
    expect(strains).toHaveLength(3);
    expect(strains.every((strain) => strain.images.length === 2 && strain.photo)).toBe(true);
    expect((await t.app.inject({ url: strains[0]!.photo! })).statusCode).toBe(200);
    const detail = await services.strains.getBySlug({ id: 'x', role: 'user' }, 'lemon-haze');
    expect(detail.diary).toHaveLength(2);
    expect(await services.news.list()).toHaveLength(2);
  });
});
