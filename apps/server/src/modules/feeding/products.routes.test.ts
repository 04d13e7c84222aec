import type { Product } from '@canopy/shared/schemas/feeding';
import { describe, expect, it } from 'vitest';
import { storedEntries } from '../../testing/audit-entries.ts';
import { feedingSuite } from '../../testing/feeding-fixtures.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const NOW = '2026-04-20T09:00:00.000Z';
const MISSING = '0190f000-0000-7000-8000-000000000000';

describe.each(DIALECTS)('product routes on %s', (dialect) => {
  const { t, staff, member, crop, feeding } = feedingSuite(dialect, 'superuser', NOW);

  const list = async (query = '') =>
    (await crop.call(member, 'GET', `/api/products${query}`)).json<Product[]>();
  const productEntries = async () => (await storedEntries(t)).filter((entry) => entry.entity === 'product');

  it('creates products with their defaults and lists them by name, of a kind if asked', async () => {
    const spinosad = await feeding.product({
      name: 'Spinosad',
      kind: 'pesticide',
      activeIngredient: 'spinosad 120 g/L',
      reEntryHours: 4,
      preHarvestDays: 7,
    });
    expect(spinosad).toMatchObject({
      name: 'Spinosad',
      kind: 'pesticide',
      activeIngredient: 'spinosad 120 g/L',
      reEntryHours: 4,
      preHarvestDays: 7,
      notes: '',
      archivedAt: null,
      createdAt: NOW,
      updatedAt: NOW,
    });
    const calmag = await feeding.product({ name: 'CalMag', kind: 'additive' });
    expect(calmag).toMatchObject({ activeIngredient: '', reEntryHours: 0, preHarvestDays: 0 });
    // Names need not be unique.
    const base = await feeding.product({ name: 'Base A' });
    const again = await feeding.product({ name: 'Base A' });
    expect((await list()).map((product) => product.name)).toEqual(['Base A', 'Base A', 'CalMag', 'Spinosad']);
    expect(
      (await list())
        .slice(0, 2)
        .map((product) => product._id)
        .sort(),
    ).toEqual([base._id, again._id].sort());
    expect(await list('?kind=pesticide')).toEqual([spinosad]);
  });

  it('archives and restores a product by PUT, and lists archived ones only when asked', async () => {
    const product = await feeding.product({ name: 'Bloom booster' });
    t.clock.advance(60_000);
    const body = { name: 'Bloom booster', kind: 'nutrient', archived: true };
    const archived = await crop.call(staff, 'PUT', `/api/products/${product._id}`, body);
    expect(archived.statusCode, archived.body).toBe(200);
    const archivedAt = new Date(Date.parse(NOW) + 60_000).toISOString();
    expect(archived.json<Product>()).toMatchObject({ archivedAt, updatedAt: archivedAt });
    expect(await list()).toEqual([]);
    expect((await list('?archived=true')).map((one) => one._id)).toEqual([product._id]);
    // Saved again archived, it keeps the instant it was archived at.
    t.clock.advance(60_000);
    const kept = await crop.call(staff, 'PUT', `/api/products/${product._id}`, {
      ...body,
      notes: 'Old label',
    });
    expect(kept.json<Product>()).toMatchObject({ archivedAt, notes: 'Old label' });
    const restored = await crop.call(staff, 'PUT', `/api/products/${product._id}`, {
      ...body,
      archived: false,
    });
    expect(restored.json<Product>().archivedAt).toBeNull();
    expect((await list()).map((one) => one._id)).toEqual([product._id]);
  });

  it('deletes a product nothing names, and archives one a recipe, a feed or a treatment names', async () => {
    const free = await feeding.product({ name: 'Unused' });
    const inRecipe = await feeding.product({ name: 'In a recipe' });
    const inFeed = await feeding.product({ name: 'In a feed' });
    const inTreatment = await feeding.product({ name: 'In a treatment', kind: 'pesticide' });
    await feeding.recipe({ items: [{ productId: inRecipe._id, dose: 2, unit: 'ml/L' }] });
    const strainId = await crop.strain();
    const room = (await crop.room({ kind: 'veg' }))._id;
    await crop.run({ groups: [{ strainId, plantCount: 10, roomId: room, stage: 'veg' }] });
    await feeding.feed(room, { items: [{ productId: inFeed._id, dose: 1, unit: 'g/L' }] });
    const treated = await crop.call(staff, 'POST', `/api/rooms/${room}/treatments`, {
      productId: inTreatment._id,
      dose: 0.5,
      unit: 'ml/L',
      method: 'spray',
    });
    expect(treated.statusCode, treated.body).toBe(201);

    // A second apart: the audit entries sort by their instant.
    for (const product of [free, inRecipe, inFeed, inTreatment]) {
      t.clock.advance(1000);
      const response = await crop.call(staff, 'DELETE', `/api/products/${product._id}`);
      expect(response.statusCode, response.body).toBe(204);
    }
    const left = await list('?archived=true');
    expect(left.map((product) => [product.name, product.archivedAt])).toEqual([
      ['In a feed', '2026-04-20T09:00:03.000Z'],
      ['In a recipe', '2026-04-20T09:00:02.000Z'],
      ['In a treatment', '2026-04-20T09:00:04.000Z'],
    ]);
    // The feed and the treatment still name their products.
    const feeds = await t.services.feeding.feedsOfRoom(room, 10);
    expect(feeds[0]!.items[0]!.productName).toBe('In a feed');
    const treatments = (await crop.call(member, 'GET', `/api/rooms/${room}/feeds`)).json<{
      treatments: { productName: string }[];
    }>().treatments;
    expect(treatments.map((row) => row.productName)).toEqual(['In a treatment']);
    expect((await productEntries()).slice(-4).map((entry) => [entry.action, entry.summary])).toEqual([
      ['delete', 'Product "Unused" deleted'],
      ['update', 'Product "In a recipe" archived: recipes, feeds or treatments name it'],
      ['update', 'Product "In a feed" archived: recipes, feeds or treatments name it'],
      ['update', 'Product "In a treatment" archived: recipes, feeds or treatments name it'],
    ]);
  });

  it("audits each write in the caller's name with the fields it changed", async () => {
    const product = await feeding.product({ name: 'Root stimulant', kind: 'additive' });
    t.clock.advance(1000);
    await crop.call(staff, 'PUT', `/api/products/${product._id}`, {
      name: 'Root stimulant',
      kind: 'additive',
      preHarvestDays: 3,
    });
    const entries = await productEntries();
    expect(entries.every((entry) => entry.actorId === staff.user._id && entry.entityId === product._id)).toBe(
      true,
    );
    expect(entries.map((entry) => [entry.action, entry.summary, entry.changes])).toEqual([
      [
        'create',
        'Product "Root stimulant" created',
        {
          name: [null, 'Root stimulant'],
          kind: [null, 'additive'],
          activeIngredient: [null, ''],
          reEntryHours: [null, 0],
          preHarvestDays: [null, 0],
          notes: [null, ''],
          archived: [null, false],
        },
      ],
      ['update', 'Product "Root stimulant" changed', { preHarvestDays: [0, 3] }],
    ]);
  });

  it('answers 404 products.not_found for an unknown product', async () => {
    const body = { name: 'X', kind: 'other' };
    for (const [method, payload] of [
      ['PUT', body],
      ['DELETE', undefined],
    ] as const) {
      const response = await crop.call(staff, method, `/api/products/${MISSING}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'products.not_found' });
    }
  });

  it('refuses a plain user any write, and bodies out of range', async () => {
    const product = await feeding.product();
    const body = { name: 'X', kind: 'nutrient' };
    expect((await crop.call(member, 'POST', '/api/products', body)).statusCode).toBe(403);
    expect((await crop.call(member, 'PUT', `/api/products/${product._id}`, body)).statusCode).toBe(403);
    expect((await crop.call(member, 'DELETE', `/api/products/${product._id}`)).statusCode).toBe(403);
    const bad = await crop.call(staff, 'POST', '/api/products', { ...body, kind: 'magic', reEntryHours: -1 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ details: { path: string }[] }>()
        .details.map((d) => d.path)
        .sort(),
    ).toEqual(['body.kind', 'body.reEntryHours']);
    expect((await productEntries()).map((entry) => entry.action)).toEqual(['create']);
  });
});
