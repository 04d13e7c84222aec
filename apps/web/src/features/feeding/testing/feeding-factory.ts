import type { Product, Recipe } from '@canopy/shared/schemas/feeding';
import { aProduct as aCropProduct, aRecipe as aCropRecipe } from '../../../testing/crop/feeding-factory';

const AT = '2026-11-01T08:00:00.000Z';

/** A product as the API answers it: a nutrient without intervals unless told. */
export const aProduct = (fields: Partial<Product> = {}): Product =>
  aCropProduct({ _id: 'p-grow', name: 'Grow A', createdAt: AT, updatedAt: AT, ...fields });

/** A recipe as the API answers it: week 1 of veg with Grow A at 2 ml/L unless told. */
export const aRecipe = (fields: Partial<Recipe> = {}): Recipe =>
  aCropRecipe({
    _id: 'r-veg1',
    name: 'Veg week 1',
    week: 1,
    items: [{ productId: 'p-grow', productName: 'Grow A', dose: 2, unit: 'ml/L' }],
    targetEc: 1.2,
    targetPh: 5.8,
    createdAt: AT,
    updatedAt: AT,
    ...fields,
  });
