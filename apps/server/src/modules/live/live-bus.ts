export interface LiveEvent {
  type: 'device' | 'alert';
  deviceId: string;
  /** The device event name, or the alert kind. */
  name: string;
  at: number;
}

type Listener = (event: LiveEvent) => void;

/** Fans device changes out to open browser streams (one process; PostgreSQL NOTIFY is the scale-out path). */
export function createLiveBus() {
  const listeners = new Set<Listener>();
  return {
    publish(event: LiveEvent): void {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size() {
      return listeners.size;
    },
  };
}

export type LiveBus = ReturnType<typeof createLiveBus>;
