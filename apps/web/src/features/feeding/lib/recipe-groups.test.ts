import { describe, expect, it } from 'vitest';
import { aRecipe } from '../testing/feeding-factory';
import { recipesByStage } from './recipe-groups';

describe('recipesByStage', () => {
  it('groups by stage in growing order, then by week, each week by name; empty stages are left out', () => {
    const groups = recipesByStage([
      aRecipe({ _id: 'f2', name: 'Bloom B', stage: 'flower', week: 2 }),
      aRecipe({ _id: 'v3', name: 'Veg', stage: 'veg', week: 3 }),
      aRecipe({ _id: 'f1', name: 'Bloom', stage: 'flower', week: 1 }),
      aRecipe({ _id: 'f2a', name: 'Bloom A', stage: 'flower', week: 2 }),
    ]);
    expect(
      groups.map((group) => [
        group.stage,
        group.weeks.map((week) => [week.week, week.recipes.map((recipe) => recipe._id)]),
      ]),
    ).toEqual([
      ['veg', [[3, ['v3']]]],
      [
        'flower',
        [
          [1, ['f1']],
          [2, ['f2a', 'f2']],
        ],
      ],
    ]);
  });
});
