import { PRE_HARVEST_DAYS_MAX, RE_ENTRY_HOURS_MAX, type ProductKind } from '@canopy/shared/feeding';
import { productBodySchema, type Product, type ProductBody } from '@canopy/shared/schemas/feeding';
import { draftSchema, type FieldMessages } from '../../../lib/feeding/form-messages';

/** The product form's values. */
export interface ProductDraft {
  name: string;
  kind: ProductKind;
  activeIngredient: string;
  /** An emptied field is NaN, refused as required. */
  reEntryHours: number;
  preHarvestDays: number;
  notes: string;
}

export const PRODUCT_FIELDS = ['name', 'kind', 'activeIngredient', 'reEntryHours', 'preHarvestDays', 'notes'];

/** A new product is a nutrient with no intervals. */
export function productDraftOf(product: Product | null): ProductDraft {
  if (!product)
    return {
      name: '',
      kind: 'nutrient',
      activeIngredient: '',
      reEntryHours: 0,
      preHarvestDays: 0,
      notes: '',
    };
  const { name, kind, activeIngredient, reEntryHours, preHarvestDays, notes } = product;
  return { name, kind, activeIngredient, reEntryHours, preHarvestDays, notes };
}

/** `POST`/`PUT /api/products`: an edit keeps the product archived or not, as it was. */
export const productBodyOf = (draft: ProductDraft, archived = false): ProductBody => ({ ...draft, archived });

const MESSAGES: FieldMessages = {
  reEntryHours: 'feedingPage.products.form.hours',
  preHarvestDays: 'feedingPage.products.form.days',
};

/** The maxima the messages name. */
export const PRODUCT_LIMITS = { reEntryHours: RE_ENTRY_HOURS_MAX, preHarvestDays: PRE_HARVEST_DAYS_MAX };

export const productDraftSchema = draftSchema<ProductDraft>(
  productBodySchema,
  (draft) => productBodyOf(draft),
  MESSAGES,
);
