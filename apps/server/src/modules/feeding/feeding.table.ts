import type { DoseUnit, ProductKind, VolumeUnit } from '@canopy/shared/feeding';
import type { GrowingStage } from '@canopy/shared/crop';
import type { EntryRowColumns } from './entry-row.ts';

/** A product staff keep (migration 0032): a nutrient, additive, pesticide or biological. */
export interface ProductsTable {
  id: string;
  name: string;
  kind: ProductKind;
  active_ingredient: string;
  re_entry_hours: number;
  pre_harvest_days: number;
  notes: string;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A product's dose as `recipes.items` and `feeds.items` keep it (JSON). */
export interface StoredDoseItem {
  productId: string;
  dose: number;
  unit: DoseUnit;
}

export interface RecipesTable {
  id: string;
  name: string;
  stage: GrowingStage;
  week: number;
  /** JSON text: StoredDoseItem[]. */
  items: string;
  target_ec: number | null;
  target_ph: number | null;
  notes: string;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface FeedsTable extends EntryRowColumns {
  volume: number;
  volume_unit: VolumeUnit;
  /** The group's part of the volume in litres. */
  litres: number;
  recipe_id: string | null;
  /** JSON text: StoredDoseItem[]. */
  items: string;
  ec_in: number;
  ph_in: number;
  ec_runoff: number | null;
  ph_runoff: number | null;
}
