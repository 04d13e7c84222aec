import { DOSE_UNITS } from '@canopy/shared/feeding';
import type { DoseItem, Feed, Product, Recipe } from '@canopy/shared/schemas/feeding';
import { entryFields } from './entry-row.ts';
import type { StoredDoseItem } from './feeding.table.ts';
import type { FeedRow } from './feeds.repository.ts';
import type { ProductRow } from './products.repository.ts';
import type { RecipeRow } from './recipes.repository.ts';

/** A recipe's or a feed's items as stored (JSON text); anything unreadable counts as none. */
export function parseItems(text: string): StoredDoseItem[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is StoredDoseItem =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.productId === 'string' &&
        typeof item.dose === 'number' &&
        (DOSE_UNITS as readonly unknown[]).includes(item.unit),
    );
  } catch {
    return [];
  }
}

/** Items as stored: in this key order, which `productsRepository.inUse` matches. */
export const storedItems = (items: readonly StoredDoseItem[]): string =>
  JSON.stringify(items.map(({ productId, dose, unit }) => ({ productId, dose, unit })));

/** Every product id the rows' items name. */
export const productIdsOf = (rows: readonly { items: string }[]): string[] => [
  ...new Set(rows.flatMap((row) => parseItems(row.items).map((item) => item.productId))),
];

const toItems = (text: string, productNames: ReadonlyMap<string, string>): DoseItem[] =>
  parseItems(text).map((item) => ({ ...item, productName: productNames.get(item.productId) ?? '' }));

export const toProduct = (row: ProductRow): Product => ({
  _id: row.id,
  name: row.name,
  kind: row.kind,
  activeIngredient: row.active_ingredient,
  reEntryHours: Number(row.re_entry_hours),
  preHarvestDays: Number(row.pre_harvest_days),
  notes: row.notes,
  archivedAt: row.archived_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

export const toRecipe = (row: RecipeRow, productNames: ReadonlyMap<string, string>): Recipe => ({
  _id: row.id,
  name: row.name,
  stage: row.stage,
  week: Number(row.week),
  items: toItems(row.items, productNames),
  targetEc: numberOrNull(row.target_ec),
  targetPh: numberOrNull(row.target_ph),
  notes: row.notes,
  archivedAt: row.archived_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The names a feed's row shows: its room's, its recipe's and its products'. */
export interface FeedNames {
  rooms: ReadonlyMap<string, string>;
  recipes: ReadonlyMap<string, string>;
  products: ReadonlyMap<string, string>;
}

export const toFeed = (row: FeedRow, names: FeedNames): Feed => ({
  ...entryFields(row, names.rooms),
  volume: Number(row.volume),
  volumeUnit: row.volume_unit,
  litres: Number(row.litres),
  recipeId: row.recipe_id,
  recipeName: row.recipe_id === null ? null : (names.recipes.get(row.recipe_id) ?? ''),
  items: toItems(row.items, names.products),
  ecIn: Number(row.ec_in),
  phIn: Number(row.ph_in),
  ecRunoff: numberOrNull(row.ec_runoff),
  phRunoff: numberOrNull(row.ph_runoff),
});
