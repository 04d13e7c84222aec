import type { WeighingKind } from '@canopy/shared/schemas/harvests';
import type { WeightUnit } from '@canopy/shared/schemas/site';

/** A harvest of a group (migration 0027): what yields are counted from, measured at the harvest. */
export interface HarvestsTable {
  id: string;
  run_id: string;
  group_id: string;
  strain_id: string;
  mother_id: string | null;
  /** The room the plants flowered in, with its area and light at the harvest. */
  room_id: string;
  area_m2: number | null;
  lights_watts: number | null;
  at: string;
  plant_count: number;
  /** The group's day of flower on the harvest's day, in the site's zone. */
  flower_days: number;
  closed_at: string | null;
  closed_by_id: string | null;
  closed_by_email: string | null;
  by_id: string | null;
  by_email: string | null;
  created_at: string;
  updated_at: string;
}

export interface HarvestWeighingsTable {
  id: string;
  harvest_id: string;
  at: string;
  kind: WeighingKind;
  unit: WeightUnit;
  /** The value as entered, in whole thousandths of `unit`: sums per unit are exact. */
  value_thousandths: number;
  /** The value in whole milligrams (bigint: a string from PostgreSQL). */
  milligrams: number | string;
  /** 1 when an admin added it after the close. */
  override: number;
  by_id: string | null;
  by_email: string | null;
  created_at: string;
}

export interface HarvestNotesTable {
  id: string;
  harvest_id: string;
  at: string;
  /** JSON text: criterion -> rating 1..5. */
  ratings: string;
  text: string;
  by_id: string | null;
  by_email: string | null;
  created_at: string;
}
