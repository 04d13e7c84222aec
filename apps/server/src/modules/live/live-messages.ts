import type { LiveAlertEvent, LiveEvent, LiveMessage } from '@canopy/shared/schemas/live-events';
import type { AlertChanged } from '../../lib/app-events.ts';

// The events' shapes are the API's (`@canopy/shared/schemas/live-events`): browsers and integrators read them.
export type { LiveEvent, LiveMessage, LiveResync } from '@canopy/shared/schemas/live-events';

/** An alert's transition as the stream tells it: which alert, its rule, its state and severity now. */
export const liveAlertEvent = (change: AlertChanged, at: number): LiveAlertEvent => ({
  type: 'alert',
  deviceId: change.deviceId,
  name: change.change,
  alertId: change.alertId,
  ruleId: change.ruleId,
  state: change.state,
  severity: change.severity,
  at,
});

export type LiveListener = (message: LiveMessage) => void;

/** What app.ts and the event stream see, whichever database carries the events. */
export interface LiveBus {
  /** Names this instance in what it notifies, and its listener in pg_stat_activity. */
  readonly instanceId: string;
  /** Hands the event to every browser stream of every instance, once each. */
  publish(event: LiveEvent): void;
  subscribe(listener: LiveListener): () => void;
  readonly size: number;
  /** Starts hearing other instances (PostgreSQL); resolves after the first attempt. */
  start(): Promise<void>;
  /** Removes what other instances no longer need (events stored by id); a job runs it. */
  prune(): Promise<void>;
  close(): Promise<void>;
}
