export interface LiveEvent {
  type: 'device' | 'alert';
  deviceId: string;
  /** The device event name, or the alert kind. */
  name: string;
  at: number;
}

/** Events from other instances may have been missed (the listener was down): refetch everything. */
export interface LiveResync {
  type: 'resync';
  at: number;
}

export type LiveMessage = LiveEvent | LiveResync;

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
