import type { WeighingKind } from '@canopy/shared/schemas/harvests';
import type { WeightUnit } from '@canopy/shared/schemas/site';
import type { Generated } from 'kysely';

/** A bigint: a string from PostgreSQL. */
type Big = number | string;

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
  /**
   * Its weighings' milligrams and picograms added up per kind (migration 0029), in each weighing's
   * transaction: what yields sum.
   */
  wet_milligrams: Generated<Big>;
  wet_picograms: Generated<Big>;
  dry_milligrams: Generated<Big>;
  dry_picograms: Generated<Big>;
  flower_milligrams: Generated<Big>;
  flower_picograms: Generated<Big>;
  trim_milligrams: Generated<Big>;
  trim_picograms: Generated<Big>;
  waste_milligrams: Generated<Big>;
  waste_picograms: Generated<Big>;
}

export interface HarvestWeighingsTable {
  id: string;
  harvest_id: string;
  at: string;
  kind: WeighingKind;
  unit: WeightUnit;
  /** The value as entered, in whole thousandths of `unit`. */
  value_thousandths: number;
  /** The value in whole milligrams. */
  milligrams: Big;
  /** The exact weight minus `milligrams`, in picograms (migration 0029): a sum of both is exact. */
  picograms: number;
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
