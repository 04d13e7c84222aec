import type { LossReason, RunState, Stage } from '@canopy/shared/crop';

export interface RunsTable {
  id: string;
  code: string;
  name: string;
  state: RunState;
  started_at: string;
  /** JSON text of PlannedDays. */
  planned_days: string;
  notes: string;
  created_by: string | null;
  /** Kept as written, so the run still names its author after the account is gone. */
  created_by_email: string | null;
  created_at: string;
  updated_at: string;
}

/** A group's stage, room and stage start are those its latest event left, kept here for the lists. */
export interface PlantGroupsTable {
  id: string;
  run_id: string;
  strain_id: string;
  plant_count: number;
  /** Plants the group began with: a run's started total counts its first groups only. */
  plants_started: number;
  /** JSON text: ids of the labelled cuttings in the group. */
  cutting_ids: string;
  room_id: string;
  stage: Stage;
  stage_started_at: string;
  parent_group_id: string | null;
  mother_id: string | null;
  /** Order within the run: the order groups were made in. */
  position: number;
  created_at: string;
  updated_at: string;
}

export interface StageEventsTable {
  id: string;
  run_id: string;
  /** The group the move was made on; a split's child is `split_group_id`. */
  group_id: string;
  stage: Stage;
  room_id: string;
  at: string;
  /** Orders events of one instant as written: a group's latest event is its last by (at, seq). */
  seq: number;
  /** Plants moved: the group's whole count, or the split's. */
  plant_count: number;
  split_group_id: string | null;
  /** The group's state before the event (null for its first), restored when the event is undone. */
  before_stage: Stage | null;
  before_room_id: string | null;
  before_stage_started_at: string | null;
  by_id: string | null;
  by_email: string | null;
  note: string;
  created_at: string;
}

export interface PlantLossesTable {
  id: string;
  run_id: string;
  group_id: string;
  count: number;
  reason: LossReason;
  at: string;
  by_id: string | null;
  by_email: string | null;
  note: string;
  created_at: string;
}

/** A photo of a group; `public_id` is the stored image (the files module), private behind signed URLs. */
export interface PlantGroupPhotosTable {
  id: string;
  run_id: string;
  group_id: string;
  public_id: string;
  at: string;
  by_id: string | null;
  by_email: string | null;
  note: string;
  created_at: string;
}
