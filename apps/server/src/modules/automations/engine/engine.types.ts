import type { AlertSeverity } from '@canopy/shared/alerts';
import type { GrowingStage, Stage } from '@canopy/shared/crop';
import type { RunTriggerFacts } from '../automation-run.types.ts';

/**
 * An automation's evaluation state as stored (automation_states): whether it may fire, when its wait
 * began (epoch ms), and the trigger's own memory. Stored, so a restart or another instance resumes it.
 */
export interface TriggerState {
  armed: boolean;
  pendingSince: number | null;
  memory: Record<string, unknown>;
}

export const INITIAL_STATE: TriggerState = { armed: true, pendingSince: null, memory: {} };

/** What fired: a key unique per automation (the same crossing never runs twice) and its facts. */
export interface Firing {
  runKey: string;
  facts: RunTriggerFacts;
}

export interface Evaluation {
  state: TriggerState;
  firing: Firing | null;
}

/** A device as the engine sees it now: its latest values, when it read them, and whether it is online. */
export interface DeviceFacts {
  online: boolean;
  /** Epoch ms of the latest reading, null without one. */
  at: number | null;
  values: Partial<Record<string, number | null>>;
  /** The controller's day/night phase from its latest reading (lights on = day), null when unknown. */
  phase: 'day' | 'night' | null;
}

/** A live group of a room: which stage, since when (ISO 8601). */
export interface GroupFacts {
  groupId: string;
  stage: Stage;
  stageStartedAt: string;
}

export interface AlertFacts {
  alertId: string;
  severity: AlertSeverity;
  /** Epoch ms. */
  openedAt: number;
}

/** Everything every evaluator may look at, read once per evaluation (or per step of a replay). */
export interface EngineFacts {
  now: number;
  /** The site's IANA time zone. */
  zone: string;
  devices: ReadonlyMap<string, DeviceFacts>;
  /** The devices in each room now. */
  roomDevices: ReadonlyMap<string, readonly string[]>;
  roomGroups: ReadonlyMap<string, readonly GroupFacts[]>;
  /** Alerts opened since the oldest alert trigger's cursor, oldest first. */
  alerts: readonly AlertFacts[];
  /**
   * Whether this process has already acted on (or seen acted on) the automation's current time block:
   * empty after a restart, so a block the process restarted inside is asserted once more.
   */
  assertedSinceBoot(automationId: string, blockStart: number): boolean;
  /** This process's id: part of the run key of a block asserted again after a restart. */
  bootId: string;
}

export type { GrowingStage };
