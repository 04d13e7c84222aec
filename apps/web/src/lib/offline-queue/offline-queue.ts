import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { getSession } from '../auth-token';
import type { QueuedWrite } from './queued-write';
import { openQueueStore } from './queue-store';
import { replayQueue } from './replay';

/** The app's one queue of writes waiting for the network. */
export const offlineQueue = openQueueStore();

let snapshot: QueuedWrite[] = [];
let snapshotUser: string | undefined;
const listeners = new Set<() => void>();

const sameWrites = (a: readonly QueuedWrite[], b: readonly QueuedWrite[]) =>
  a.length === b.length &&
  a.every(
    (write, i) => write.id === b[i]?.id && write.status === b[i]?.status && write.main.key === b[i]?.main.key,
  );

/**
 * Re-reads the queue and tells the hooks only when what they show changed: a new array on every read
 * would re-render them, and each render must not lead to another read.
 */
async function refreshSnapshot(): Promise<void> {
  const userId = getSession()?.payload.id;
  const all = await offlineQueue.list().catch(() => []);
  const next = all.filter((write) => write.userId === userId);
  if (userId === snapshotUser && sameWrites(next, snapshot)) return;
  snapshot = next;
  snapshotUser = userId;
  for (const listener of listeners) listener();
}
offlineQueue.subscribe(() => void refreshSnapshot());

/** One subscribe function for every hook, so React never re-subscribes (and re-reads) on a render. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void refreshSnapshot();
  return () => listeners.delete(listener);
}
const getSnapshot = () => snapshot;

/** The current user's queued writes, oldest first: pending ones and those the server refused. */
export function useQueuedWrites(): QueuedWrite[] {
  return useSyncExternalStore(subscribe, getSnapshot);
}

let running: Promise<boolean> | null = null;

/**
 * Sends what waits, once at a time (a second call while one runs waits for it), and refreshes the pages
 * whose records the sent writes changed. True when a network or server failure stopped it: what is left
 * waits for the next try.
 */
export function replayOfflineQueue(queryClient: QueryClient): Promise<boolean> {
  const userId = getSession()?.payload.id;
  if (!userId) return Promise.resolve(false);
  running ??= (async () => {
    try {
      // Loaded when there is something to send: the sender brings the shared schemas, kept off the first paint.
      const { sendQueuedWrite } = await import('./send-queued-write');
      const result = await replayQueue(offlineQueue, userId, sendQueuedWrite);
      const touched = new Set([...result.sent, ...result.refused].map((write) => write.invalidate));
      await Promise.all([...touched].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
      return result.stoppedBy !== null;
    } finally {
      running = null;
    }
  })();
  return running;
}

/** The user changed a refused write's text: it goes back in line under new keys (the old ones are spent). */
export async function resubmitWrite(write: QueuedWrite, text: string): Promise<void> {
  if (write.textField === null) throw new Error("A write without words of the user's is not edited");
  const { error: _spent, ...rest } = write;
  await offlineQueue.put({
    ...rest,
    status: 'pending',
    main: { ...write.main, key: crypto.randomUUID(), body: { ...write.main.body, [write.textField]: text } },
    ...(write.follow && { follow: { ...write.follow, key: crypto.randomUUID() } }),
  });
}
