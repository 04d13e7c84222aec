import { describe, expect, it } from 'vitest';
import { aRecipe, aRoomGroup } from '../../../testing/crop/feeding-factory';
import { suggestRecipe } from './recipe-suggestion';

const recipes = [
  aRecipe({ _id: 'veg-1', stage: 'veg', week: 1 }),
  aRecipe({ _id: 'veg-4', stage: 'veg', week: 4 }),
  aRecipe({ _id: 'veg-4-old', stage: 'veg', week: 4, archivedAt: '2026-01-02T08:00:00.000Z' }),
  aRecipe({ _id: 'flower-2', stage: 'flower', week: 2 }),
];

describe('suggestRecipe', () => {
  it('suggests the recipe of the stage and week of the group with the most plants (days 1-7: week 1)', () => {
    const groups = [
      aRoomGroup({ _id: 'small', plantCount: 10, stage: 'flower', dayOfStage: 8 }),
      aRoomGroup({ _id: 'big', plantCount: 90, stage: 'veg', dayOfStage: 7 }),
    ];
    expect(suggestRecipe(groups, recipes)).toEqual({ stage: 'veg', week: 1, recipe: recipes[0] });
    expect(suggestRecipe(groups, recipes, 'small')).toEqual({ stage: 'flower', week: 2, recipe: recipes[3] });
  });

  it('never suggests an archived recipe, and names the week when none is written for it', () => {
    const groups = [aRoomGroup({ stage: 'veg', dayOfStage: 22 })];
    expect(suggestRecipe(groups, recipes)?.recipe?._id).toBe('veg-4');
    expect(suggestRecipe(groups, [recipes[2]!])).toEqual({ stage: 'veg', week: 4, recipe: null });
  });

  it('leaves out groups that are not fed (drying, curing, done) and suggests nothing without any', () => {
    const drying = aRoomGroup({ _id: 'dry', plantCount: 500, stage: 'dry', dayOfStage: 3 });
    expect(suggestRecipe([drying, aRoomGroup({ stage: 'veg', dayOfStage: 1 })], recipes, 'dry')?.stage).toBe(
      'veg',
    );
    expect(suggestRecipe([drying], recipes)).toBeNull();
    expect(suggestRecipe([], recipes)).toBeNull();
  });
});
