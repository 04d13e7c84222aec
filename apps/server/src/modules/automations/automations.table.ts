import type { AutomationResult } from '@canopy/shared/schemas/automations';
import type { GrowingStage } from '@canopy/shared/crop';

/** An automation (migration 0033); trigger, conditions and actions are JSON text of the shared schemas. */
export interface AutomationsTable {
  id: string;
  name: string;
  enabled: number;
  trigger: string;
  conditions: string;
  actions: string;
  cooldown_minutes: number;
  created_by_id: string | null;
  created_at: string;
  updated_at: string;
}

/** One automation's evaluation state: survives restarts and is shared by every instance. */
export interface AutomationStatesTable {
  automation_id: string;
  armed: number;
  pending_since: string | null;
  /** JSON: the trigger's own memory (last phase seen, last block or stage day fired). */
  memory: string;
  last_fired_at: string | null;
  updated_at: string;
}

/** One run; (automation_id, run_key) is unique. */
export interface AutomationRunsTable {
  id: string;
  automation_id: string;
  run_key: string;
  at: string;
  /** JSON: what fired it. */
  trigger: string;
  result: AutomationResult;
  /** JSON: each action's outcome, or why the run was skipped or failed. */
  detail: string;
}

export interface ClimateProfilesTable {
  id: string;
  name: string;
  stage: GrowingStage;
  /** JSON PhaseLimits. */
  day: string;
  night: string;
  created_at: string;
  updated_at: string;
}

/** The profile applied to a room, and the phase last written to each of its controllers. */
export interface RoomProfilesTable {
  room_id: string;
  profile_id: string;
  applied_at: string;
  applied_by_id: string | null;
  /** JSON: {deviceId: 'day' | 'night'}. */
  written: string;
}
