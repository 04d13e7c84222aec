import type { AlertSeverity } from '@canopy/shared/alerts';
import type { GrowingStage } from '@canopy/shared/crop';
import type { AutomationAction, AutomationTriggerType } from '@canopy/shared/schemas/automations';

/**
 * What a run stores (automation_runs.trigger and .detail as JSON): facts, not sentences, so each reader
 * reads them in their own language. The engine writes them; the runs route renders them.
 */
export interface RunTriggerFacts {
  type: AutomationTriggerType;
  /** metric: the value that fired it, and the device it was read from (a room's trigger: its mean). */
  observed?: number;
  deviceId?: string;
  /** time: the block that began ('HH:MM'-'HH:MM'). */
  blockFrom?: string;
  blockTo?: string;
  /** lights: the edge. */
  edge?: 'on' | 'off';
  /** stage: the group that entered or reached the day. */
  groupId?: string;
  stage?: GrowingStage;
  day?: number;
  /** alert: the alert that opened. */
  alertId?: string;
  severity?: AlertSeverity;
}

/** Why a run was skipped or failed, or `ok`; a code the runs route words in the reader's language. */
export type RunOutcomeCode =
  | 'ok'
  | 'cooldown'
  | 'condition_false'
  | 'device_offline'
  | 'device_refused'
  | 'forbidden_now'
  | 'unknown_target'
  | 'action_failed';

export interface RunActionOutcome {
  type: AutomationAction['type'];
  ok: boolean;
  /** The error's code or message when it failed (the device's answer, the missing permission...). */
  error?: string;
}

export interface RunDetail {
  code: RunOutcomeCode;
  /** Each action's outcome, in order; empty when the run was skipped before acting. */
  actions: RunActionOutcome[];
  /** Free facts the wording may use (the cooldown's end, the condition that did not hold...). */
  params?: Record<string, string | number>;
}
