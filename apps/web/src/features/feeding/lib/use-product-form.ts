import type { Product } from '@canopy/shared/schemas/feeding';
import { useSaveProduct } from '../api/products-api';
import {
  PRODUCT_FIELDS,
  PRODUCT_LIMITS,
  productBodyOf,
  productDraftOf,
  productDraftSchema,
} from './product-draft';
import { useDraftForm } from './use-draft-form';

/** The product form (a new one when `product` is null); an edit keeps the product archived or not. */
export function useProductForm(product: Product | null, onSaved: () => void) {
  const archived = product !== null && product.archivedAt !== null;
  return useDraftForm({
    schema: productDraftSchema,
    draft: productDraftOf(product),
    id: product?._id ?? null,
    bodyOf: (draft) => productBodyOf(draft, archived),
    save: useSaveProduct(),
    fields: PRODUCT_FIELDS,
    limits: PRODUCT_LIMITS,
    onSaved,
  });
}
