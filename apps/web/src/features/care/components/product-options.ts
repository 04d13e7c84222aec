import type { TFunction } from 'i18next';
import type { ProductKind } from '@canopy/shared/feeding';
import type { Product } from '@canopy/shared/schemas/feeding';

/** A feed's products: what goes in the water first. */
export const FEED_KIND_ORDER: readonly ProductKind[] = [
  'nutrient',
  'additive',
  'other',
  'biological',
  'pesticide',
];
/** A treatment's products: what protects the plants first. */
export const TREATMENT_KIND_ORDER: readonly ProductKind[] = [
  'pesticide',
  'biological',
  'other',
  'nutrient',
  'additive',
];

/** The products a select offers, grouped by kind in `order` (each group under its kind's word). */
export function productOptions(t: TFunction, products: readonly Product[], order: readonly ProductKind[]) {
  return order
    .map((kind) => ({
      group: t(`feeding.kinds.${kind}`),
      items: products
        .filter((product) => product.kind === kind && product.archivedAt === null)
        .map((product) => ({ value: product._id, label: product.name })),
    }))
    .filter((group) => group.items.length > 0);
}
