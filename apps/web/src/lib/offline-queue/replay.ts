import { ApiError } from '../api-client';
import type { QueuedWrite } from './queued-write';
import type { QueueStore } from './queue-store';

export interface ReplayResult {
  sent: QueuedWrite[];
  refused: QueuedWrite[];
  /** The error that stopped the replay (the network or the server failing), to try again later. */
  stoppedBy: unknown;
}

/**
 * Conflicts the server will answer again however long the write waits: a closed harvest stays closed, and
 * a feed for a room where nothing grew at its time finds no plants later either.
 */
const LASTING_CONFLICTS: ReadonlySet<string> = new Set(['harvests.closed', 'feeding.room_empty']);

/**
 * A 4xx is the server's answer to this write (it will say the same again); 408/409/429 are "not now" (a
 * 409 is mostly the same key still running), except a conflict that lasts: left in line, a wet weighing
 * queued before its harvest was closed would stop every write after it for good.
 */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    (![408, 409, 429].includes(error.status) || LASTING_CONFLICTS.has(error.code))
  );
}

/**
 * Sends the user's pending writes in the order they were made, each once. A sent write leaves the queue;
 * a refused one is parked with the server's error for the user to edit or discard, and the rest go on;
 * a network or server failure stops the replay so the order holds on the next try.
 */
export async function replayQueue(
  store: QueueStore,
  userId: string,
  send: (write: QueuedWrite) => Promise<unknown>,
): Promise<ReplayResult> {
  const result: ReplayResult = { sent: [], refused: [], stoppedBy: null };
  const writes = await store.list();
  for (const write of writes) {
    if (write.userId !== userId || write.status !== 'pending') continue;
    try {
      await send(write);
    } catch (error) {
      if (!isRefusal(error)) return { ...result, stoppedBy: error };
      const refused: QueuedWrite = {
        ...write,
        status: 'failed',
        error: { status: error.status, code: error.code, message: error.message },
      };
      await store.put(refused);
      result.refused.push(refused);
      continue;
    }
    await store.remove(write.id);
    result.sent.push(write);
  }
  return result;
}
