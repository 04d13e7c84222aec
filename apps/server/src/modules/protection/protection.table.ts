import type { ScoutingKind, TreatmentMethod, TreatmentUnit, VolumeUnit } from '@canopy/shared/feeding';
import type { EntryRowColumns } from '../feeding/entry-row.ts';

/** One group's row of a scouting entry (migration 0032). */
export interface ScoutingTable extends EntryRowColumns {
  pest: string;
  kind: ScoutingKind;
  severity: number;
  where_found: string;
  /** JSON text: the public ids of its photos. */
  photos: string;
  /** The follow-up task a severity of 2 or more opened. */
  task_id: string | null;
}

/** One group's row of a treatment (migration 0032). */
export interface TreatmentsTable extends EntryRowColumns {
  product_id: string;
  dose: number;
  unit: TreatmentUnit;
  volume: number | null;
  volume_unit: VolumeUnit | null;
  litres: number | null;
  method: TreatmentMethod;
  target: string;
  applicator: string;
  /** The product's re-entry hours after `at`, kept from the product at the time; null: none. */
  re_entry_until: string | null;
  /** The first site date (YYYY-MM-DD) a harvest may take place on; null: none. */
  harvest_from: string | null;
}
