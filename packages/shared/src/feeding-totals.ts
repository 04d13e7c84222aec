import { productAmount } from './feeding.ts';
import type { Feed, FeedingTotals, ProductTotal, Scouting, Treatment } from './schemas/feeding.ts';

/**
 * A run's feeding totals from its rows (DESIGN section 25): the litres of its feeds, and each product's
 * millilitres, grams or units over its feeds and treatments (a concentration times the row's litres; a
 * room-wide amount times the row's share). The run page and its CSV count the same way.
 */
export function feedingTotalsOf(
  feeds: readonly Feed[],
  scouting: readonly Pick<Scouting, 'entryId'>[],
  treatments: readonly Treatment[],
): FeedingTotals {
  const products = new Map<string, ProductTotal>();
  const add = (productId: string, productName: string, given: ReturnType<typeof productAmount>) => {
    if (!given) return;
    const key = `${productId}\u0000${given.unit}`;
    const total = products.get(key) ?? { productId, productName, amount: 0, unit: given.unit };
    total.amount += given.amount;
    products.set(key, total);
  };
  let litres = 0;
  for (const feed of feeds) {
    litres += feed.litres;
    for (const item of feed.items) {
      add(item.productId, item.productName, productAmount(item.dose, item.unit, feed.litres, feed.share));
    }
  }
  for (const treatment of treatments) {
    add(
      treatment.productId,
      treatment.productName,
      productAmount(treatment.dose, treatment.unit, treatment.litres, treatment.share),
    );
  }
  return {
    feeds: new Set(feeds.map((feed) => feed.entryId)).size,
    litres,
    products: [...products.values()].sort((a, b) => a.productName.localeCompare(b.productName)),
    scouting: new Set(scouting.map((row) => row.entryId)).size,
    treatments: new Set(treatments.map((treatment) => treatment.entryId)).size,
  };
}
