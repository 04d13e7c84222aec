import type { AlertSeverity, AlertState } from '@canopy/shared/alerts';
import type { DeviceKind } from '@canopy/shared/device-contract';
import type { LiveAlertChange, LiveRunChange } from '@canopy/shared/schemas/live-events';

/** A reading that is committed and can be read back: what subscribers of `readings.stored` get. */
export interface StoredReading {
  deviceId: string;
  kind: DeviceKind;
  ts: number;
}

export type AlertChange = LiveAlertChange;

/** One alert's transition, with what a live stream may tell every logged-in user about it. */
export interface AlertChanged {
  alertId: string;
  deviceId: string;
  ruleId: string;
  /** The state and severity after the change. */
  state: AlertState;
  severity: AlertSeverity;
  change: AlertChange;
}

/** Everything that happened inside this instance that others react to, each published after its commit. */
export interface AppEventMap {
  /** One flushed telemetry batch. */
  'readings.stored': { readings: readonly StoredReading[] };
  /** A device event other than telemetry (status, power, config, flash outcome), already stored. */
  'device.changed': { deviceId: string; event: string; data: string | null };
  'alert.changed': AlertChanged;
  /** A run or its groups changed (a move, split, loss or undo, or the run's own fields). */
  'run.changed': { runId: string; change: LiveRunChange };
  /** The site's time zone changed: what was counted in site days is counted again in the new one. */
  'site.zone_changed': { timeZone: string };
  /** People were given a task (at its creation or later): they are told through their channels. */
  'task.assigned': { taskId: string; userIds: readonly string[]; byId: string };
}
export type AppEventName = keyof AppEventMap;

type Handler<K extends AppEventName> = (payload: AppEventMap[K]) => unknown;

/**
 * The in-process event bus. Publishers never wait for subscribers and never see their failures: a live
 * stream, the alert evaluator or a later subscriber cannot slow down or break storing a reading.
 */
export function createAppEvents(onError: (error: unknown, event: AppEventName) => void) {
  const handlers = new Map<AppEventName, Set<Handler<never>>>();
  return {
    publish<K extends AppEventName>(event: K, payload: AppEventMap[K]): void {
      for (const handler of handlers.get(event) ?? []) {
        try {
          const result = (handler as Handler<K>)(payload);
          if (result instanceof Promise) result.catch((error: unknown) => onError(error, event));
        } catch (error) {
          onError(error, event);
        }
      }
    },
    subscribe<K extends AppEventName>(event: K, handler: Handler<K>): () => void {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set);
      set.add(handler as Handler<never>);
      return () => set.delete(handler as Handler<never>);
    },
  };
}

export type AppEvents = ReturnType<typeof createAppEvents>;
/** What a publisher needs: publishers do not subscribe. */
export type EventPublisher = Pick<AppEvents, 'publish'>;
