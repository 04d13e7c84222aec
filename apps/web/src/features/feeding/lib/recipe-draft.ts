import type { GrowingStage } from '@canopy/shared/crop';
import { EC_MAX, PH_MAX, RECIPE_WEEK_MAX, type DoseUnit } from '@canopy/shared/feeding';
import { recipeBodySchema, type Recipe, type RecipeBody } from '@canopy/shared/schemas/feeding';
import { optionalNumber } from '../../../components/ui/optional-number';
import { draftSchema, type FieldMessages } from '../../../lib/feeding/form-messages';

/** One product of the recipe as the form holds it: nothing chosen yet is `''`, no dose yet NaN. */
export interface ItemDraft {
  productId: string;
  dose: number;
  unit: DoseUnit | '';
}

/** The recipe form's values: an emptied number is NaN; a target left empty is none. */
export interface RecipeDraft {
  name: string;
  stage: GrowingStage;
  week: number;
  items: ItemDraft[];
  targetEc: number;
  targetPh: number;
  notes: string;
  archived: boolean;
}

export const RECIPE_FIELDS = ['name', 'stage', 'week', 'items', 'targetEc', 'targetPh', 'notes', 'archived'];

/** A new row: the unit is chosen, never assumed (a dose in g/L sent as ml/L is another feed). */
export const emptyItem = (): ItemDraft => ({ productId: '', dose: Number.NaN, unit: '' });

/** A new recipe is for week 1 of veg, its products added row by row. */
export function recipeDraftOf(recipe: Recipe | null): RecipeDraft {
  if (!recipe)
    return {
      name: '',
      stage: 'veg',
      week: 1,
      items: [],
      targetEc: Number.NaN,
      targetPh: Number.NaN,
      notes: '',
      archived: false,
    };
  return {
    name: recipe.name,
    stage: recipe.stage,
    week: recipe.week,
    items: recipe.items.map(({ productId, dose, unit }) => ({ productId, dose, unit })),
    targetEc: recipe.targetEc ?? Number.NaN,
    targetPh: recipe.targetPh ?? Number.NaN,
    notes: recipe.notes,
    archived: recipe.archivedAt !== null,
  };
}

/**
 * `POST`/`PUT /api/recipes`: every row is sent as it is, so the schema checks each one (a required number
 * left empty is NaN, refused as "required").
 */
export const recipeBodyOf = (draft: RecipeDraft): RecipeBody => ({
  name: draft.name,
  stage: draft.stage,
  week: draft.week,
  items: draft.items.map((item) => ({
    productId: item.productId,
    dose: item.dose,
    // An unchosen unit stays unchosen, so the schema refuses it beside its row.
    unit: item.unit as DoseUnit,
  })),
  targetEc: optionalNumber(draft.targetEc),
  targetPh: optionalNumber(draft.targetPh),
  notes: draft.notes,
  archived: draft.archived,
});

const MESSAGES: FieldMessages = {
  week: 'feedingPage.recipes.form.weekRange',
  productId: 'feedingPage.recipes.form.productMissing',
  dose: 'feedingPage.recipes.form.doseRange',
  unit: 'feedingPage.recipes.form.unitMissing',
  targetEc: 'feedingPage.recipes.form.ecRange',
  targetPh: 'feedingPage.recipes.form.phRange',
};

/** The maxima the messages name, by field. */
export const RECIPE_LIMITS: Partial<Record<string, number>> = {
  week: RECIPE_WEEK_MAX,
  targetEc: EC_MAX,
  targetPh: PH_MAX,
};

export const recipeDraftSchema = draftSchema<RecipeDraft>(recipeBodySchema, recipeBodyOf, MESSAGES);
