import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { NewQueuedWrite, QueuedWrite } from './queued-write';

export const OFFLINE_DB_NAME = 'canopy-offline';
const STORE = 'writes';

interface OfflineDb extends DBSchema {
  writes: { key: number; value: QueuedWrite };
}

/** The queued writes in IndexedDB: they survive reloads, restarts and the app being closed. */
export interface QueueStore {
  add(write: NewQueuedWrite, now?: number): Promise<QueuedWrite>;
  /** Every write, oldest first. */
  list(): Promise<QueuedWrite[]>;
  put(write: QueuedWrite): Promise<void>;
  remove(id: number): Promise<void>;
  subscribe(listener: () => void): () => void;
}

export function openQueueStore(name: string = OFFLINE_DB_NAME): QueueStore {
  let db: Promise<IDBPDatabase<OfflineDb>> | null = null;
  const connect = () =>
    (db ??= openDB<OfflineDb>(name, 1, {
      upgrade(database) {
        database.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
      },
    }));
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };

  return {
    async add(write, now = Date.now()) {
      const record = { ...write, createdAt: now, status: 'pending' } as Omit<QueuedWrite, 'id'>;
      // The key path fills `id` in; the cast is the one place that knows it is absent before.
      const id = await (await connect()).add(STORE, record as QueuedWrite);
      changed();
      return { ...record, id };
    },
    async list() {
      return (await connect()).getAll(STORE);
    },
    async put(write) {
      await (await connect()).put(STORE, write);
      changed();
    },
    async remove(id) {
      await (await connect()).delete(STORE, id);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
