import type { LiveListener, LiveMessage } from './live-messages.ts';

/** The listeners of this process (its open browser streams): where every bus delivers in the end. */
export function createLocalFanOut() {
  const listeners = new Set<LiveListener>();
  return {
    deliver(message: LiveMessage): void {
      for (const listener of listeners) listener(message);
    },
    subscribe(listener: LiveListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size() {
      return listeners.size;
    },
  };
}

export type LocalFanOut = ReturnType<typeof createLocalFanOut>;
