import type { DoseItemBody } from '@canopy/shared/schemas/feeding';
import type { StoredDoseItem } from './feeding.table.ts';
import { invalid } from './feeding.errors.ts';
import type { createProductsRepository } from './products.repository.ts';

/**
 * Items a recipe or a feed is given, checked against the products: each must name a product that exists
 * and is not archived (archived ones stay only in the history that named them). Every item that does
 * not is a 400 detail at `body.items.N.productId`.
 */
export async function checkedItems(
  products: Pick<ReturnType<typeof createProductsRepository>, 'findMany'>,
  items: readonly Required<DoseItemBody>[],
): Promise<StoredDoseItem[]> {
  const found = new Map(
    (await products.findMany([...new Set(items.map((item) => item.productId))])).map((row) => [row.id, row]),
  );
  const details = items.flatMap((item, index) => {
    const product = found.get(item.productId);
    if (product && product.archived_at === null) return [];
    const message = product ? 'the product is archived' : 'no such product';
    return [{ path: `body.items.${index}.productId`, message }];
  });
  if (details.length > 0) throw invalid(details);
  return items.map(({ productId, dose, unit }) => ({ productId, dose, unit }));
}
