import { getSession } from '../auth-token';
import type { QueuedWriteInput } from './queued-write';
import { offlineQueue } from './offline-queue';

/** What a write answers when it was kept on the phone for later. */
export interface Queued {
  queued: true;
}

export const isQueued = (value: unknown): value is Queued =>
  typeof value === 'object' && value !== null && (value as Partial<Queued>).queued === true;

/** fetch rejects with a TypeError when no answer came at all (offline, connection dropped). */
const isNetworkFailure = (error: unknown) => error instanceof TypeError;

/**
 * The one sender of the writes that may wait for the network: online it sends at once (`sendNow`, which
 * must use the write's keys); offline, or when the connection fails, the write is queued under the same
 * keys, so a request the server did get is not done twice when the queue sends it again.
 */
export async function sendOrQueue<T>(
  write: QueuedWriteInput,
  sendNow: () => Promise<T>,
): Promise<T | Queued> {
  const userId = getSession()?.payload.id;
  if (!userId) return sendNow();
  if (navigator.onLine) {
    try {
      return await sendNow();
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  await offlineQueue.add({ ...write, userId });
  return { queued: true };
}

export const newKey = (): string => crypto.randomUUID();
