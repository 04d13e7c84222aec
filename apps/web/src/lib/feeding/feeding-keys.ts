/**
 * Query keys of products and recipes: the /feeding page and the room's feed and treatment dialogs read the
 * same lists, so a change on one refreshes the other (invalidating `products()` covers the archived list).
 */
export const feedingKeys = {
  products: () => ['products'] as const,
  /** The list with the archived products too (the /feeding table's toggle). */
  productsWithArchived: () => [...feedingKeys.products(), 'archived'] as const,
  recipes: () => ['recipes'] as const,
  recipesWithArchived: () => [...feedingKeys.recipes(), 'archived'] as const,
};
