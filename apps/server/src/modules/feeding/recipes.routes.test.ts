import type { Recipe } from '@canopy/shared/schemas/feeding';
import { describe, expect, it } from 'vitest';
import { storedEntries } from '../../testing/audit-entries.ts';
import { feedingSuite } from '../../testing/feeding-fixtures.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const NOW = '2026-04-20T09:00:00.000Z';
const MISSING = '0190f000-0000-7000-8000-000000000000';

describe.each(DIALECTS)('recipe routes on %s', (dialect) => {
  const { t, staff, member, crop, feeding } = feedingSuite(dialect, 'admin', NOW);

  const list = async (query = '') =>
    (await crop.call(member, 'GET', `/api/recipes${query}`)).json<Recipe[]>();
  const details = (body: string) => JSON.parse(body).details as { path: string; message: string }[];

  it("keeps doses, targets and each item's product name, and lists by stage and week", async () => {
    const base = await feeding.product({ name: 'Base A' });
    const calmag = await feeding.product({ name: 'CalMag', kind: 'additive' });
    const flower2 = await feeding.recipe({
      name: 'Flower week 2',
      stage: 'flower',
      week: 2,
      items: [
        { productId: base._id, dose: 2.5, unit: 'ml/L' },
        { productId: calmag._id, dose: 0.4, unit: 'g/L' },
      ],
      targetEc: 1.9,
      targetPh: 6.0,
    });
    expect(flower2).toMatchObject({
      name: 'Flower week 2',
      stage: 'flower',
      week: 2,
      items: [
        { productId: base._id, productName: 'Base A', dose: 2.5, unit: 'ml/L' },
        { productId: calmag._id, productName: 'CalMag', dose: 0.4, unit: 'g/L' },
      ],
      targetEc: 1.9,
      targetPh: 6,
      notes: '',
      archivedAt: null,
      createdAt: NOW,
    });
    const flower1 = await feeding.recipe({ name: 'Flower week 1', stage: 'flower', week: 1 });
    const veg3 = await feeding.recipe({ name: 'Veg week 3', stage: 'veg', week: 3 });
    expect(veg3).toMatchObject({ items: [], targetEc: null, targetPh: null });
    expect((await list()).map((recipe) => recipe._id)).toEqual([veg3._id, flower1._id, flower2._id]);
    expect((await list('?stage=flower')).map((recipe) => recipe._id)).toEqual([flower1._id, flower2._id]);
    // A renamed product is named so in the recipe.
    await crop.call(staff, 'PUT', `/api/products/${base._id}`, { name: 'Base A+B', kind: 'nutrient' });
    expect((await list('?stage=flower'))[1]!.items[0]!.productName).toBe('Base A+B');
  });

  it('refuses items naming an unknown or archived product, each at its field', async () => {
    const base = await feeding.product();
    const old = await feeding.product({ name: 'Old', archived: true });
    const response = await crop.call(staff, 'POST', '/api/recipes', {
      name: 'Veg week 1',
      stage: 'veg',
      week: 1,
      items: [
        { productId: base._id, dose: 1, unit: 'ml/L' },
        { productId: MISSING, dose: 1, unit: 'ml/L' },
        { productId: old._id, dose: 1, unit: 'g/L' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation.failed' });
    expect(details(response.body)).toEqual([
      { path: 'body.items.1.productId', message: 'no such product' },
      { path: 'body.items.2.productId', message: 'the product is archived' },
    ]);
    expect(await list('?archived=true')).toEqual([]);
  });

  it('refuses a dose without a unit and targets out of physical range', async () => {
    const base = await feeding.product();
    const response = await crop.call(staff, 'POST', '/api/recipes', {
      name: 'Veg week 1',
      stage: 'veg',
      week: 1,
      items: [{ productId: base._id, dose: 1 }],
      targetEc: 21,
      targetPh: 14.5,
    });
    expect(response.statusCode).toBe(400);
    expect(
      details(response.body)
        .map((detail) => detail.path)
        .sort(),
    ).toEqual(['body.items.0.unit', 'body.targetEc', 'body.targetPh']);
  });

  it('archives a recipe a feed names instead of deleting it, deletes one none names', async () => {
    const strainId = await crop.strain();
    const room = (await crop.room({ kind: 'veg' }))._id;
    await crop.run({ groups: [{ strainId, plantCount: 10, roomId: room, stage: 'veg' }] });
    const used = await feeding.recipe({ name: 'Used' });
    await feeding.feed(room, { recipeId: used._id });
    t.clock.advance(1000);
    const unused = await feeding.recipe({ name: 'Unused' });
    t.clock.advance(1000);
    expect((await crop.call(staff, 'DELETE', `/api/recipes/${used._id}`)).statusCode).toBe(204);
    t.clock.advance(1000);
    expect((await crop.call(staff, 'DELETE', `/api/recipes/${unused._id}`)).statusCode).toBe(204);
    expect((await list('?archived=true')).map((recipe) => [recipe.name, recipe.archivedAt])).toEqual([
      ['Used', '2026-04-20T09:00:02.000Z'],
    ]);
    expect((await t.services.feeding.feedsOfRoom(room, 1))[0]!.recipeName).toBe('Used');
    const entries = (await storedEntries(t)).filter((entry) => entry.entity === 'recipe');
    expect(entries.map((entry) => [entry.action, entry.summary])).toEqual([
      ['create', 'Recipe "Used" created'],
      ['create', 'Recipe "Unused" created'],
      ['update', 'Recipe "Used" archived: feeds name it'],
      ['delete', 'Recipe "Unused" deleted'],
    ]);
  });

  it('changes a recipe, audited with the fields it changed; 404 recipes.not_found for an unknown one', async () => {
    const base = await feeding.product();
    const recipe = await feeding.recipe();
    t.clock.advance(1000);
    const items = [{ productId: base._id, dose: 3, unit: 'ml/L' }];
    const body = { name: 'Veg week 1', stage: 'veg', week: 1, items, targetEc: 1.2 };
    const changed = await crop.call(staff, 'PUT', `/api/recipes/${recipe._id}`, body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Recipe>()).toMatchObject({
      items: [{ productName: 'Base A', dose: 3 }],
      targetEc: 1.2,
    });
    const entry = (await storedEntries(t)).filter((one) => one.entity === 'recipe').at(-1)!;
    expect(entry).toMatchObject({
      action: 'update',
      entityId: recipe._id,
      actorId: staff.user._id,
      summary: 'Recipe "Veg week 1" changed',
      changes: { items: [[], items], targetEc: [null, 1.2] },
    });
    for (const [method, payload] of [
      ['PUT', body],
      ['DELETE', undefined],
    ] as const) {
      const response = await crop.call(staff, method, `/api/recipes/${MISSING}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'recipes.not_found' });
    }
    expect((await crop.call(member, 'PUT', `/api/recipes/${recipe._id}`, body)).statusCode).toBe(403);
  });
});
