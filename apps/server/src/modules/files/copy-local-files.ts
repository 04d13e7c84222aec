import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  STORAGE_KEY_PATTERN,
  StorageError,
  type FileStorage,
} from '../../integrations/file-storage/file-storage.ts';
import { STORAGE_AREAS, type StorageArea } from '../../integrations/file-storage/file-storages.ts';

/** The local-disk storage's half-written files (`<key>.<12 hex>.tmp`): never data. */
const IN_PROGRESS = /\.[0-9a-f]{12}\.tmp$/;
/** Files at a time: enough to keep a remote bucket busy, few enough to stay gentle on it. */
const PARALLEL = 4;

export interface CopySummary {
  /** Copied now and read back identical. */
  copied: number;
  copiedBytes: number;
  /** Already in the target with the same size (an earlier run). */
  alreadyThere: number;
  /** Half-written `.tmp` files, and anything that is not a stored object's name. */
  ignored: string[];
}

/**
 * Copies every stored file of DATA_DIR (`uploads/`, `firmware/`) into the target storage under the same
 * key, each read back and compared before it counts. Idempotent: an object already there with the same
 * size is left alone, so a run that was interrupted simply runs again. Local files are never touched.
 */
export async function copyLocalFiles(options: {
  dataDir: string;
  target: Record<StorageArea, FileStorage>;
  signal?: AbortSignal;
}): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, copiedBytes: 0, alreadyThere: 0, ignored: [] };
  for (const area of STORAGE_AREAS) {
    const folder = path.join(options.dataDir, area);
    const storage = options.target[area];
    const keys: string[] = [];
    for (const entry of await entriesOf(folder)) {
      const name = `${area}/${entry.name}`;
      if (!entry.isFile() || IN_PROGRESS.test(entry.name) || !isStorageKey(entry.name)) {
        summary.ignored.push(name);
      } else {
        keys.push(entry.name);
      }
    }
    await inParallel(keys, async (key) => {
      options.signal?.throwIfAborted();
      const file = path.join(folder, key);
      if ((await storage.size(key)) === (await stat(file)).size) {
        summary.alreadyThere += 1;
        return;
      }
      const data = await readFile(file);
      await storage.put(key, data);
      await assertSame(storage, key, data, `${area}/${key}`);
      summary.copied += 1;
      summary.copiedBytes += data.length;
    });
  }
  summary.ignored.sort();
  return summary;
}

const isStorageKey = (name: string) => STORAGE_KEY_PATTERN.test(name) && !name.includes('..');

async function entriesOf(folder: string) {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}

/** Reads the object back as the server will serve it, streamed, and compares length and SHA-256. */
async function assertSame(storage: FileStorage, key: string, data: Buffer, name: string) {
  const opened = await storage.open(key);
  const hash = createHash('sha256');
  let size = 0;
  if (opened) {
    for await (const chunk of opened.stream) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
  }
  const expected = createHash('sha256').update(data).digest('hex');
  if (!opened || opened.size !== data.length || size !== data.length || hash.digest('hex') !== expected) {
    throw new StorageError('unavailable', `${name} reads back different from the local file; stopped`);
  }
}

/** Runs `work` on every item, a few at a time; the first failure stops every worker. */
async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  // Settled, not raced: a failure waits for the copies in flight, so none is cut off half-way.
  const results = await Promise.allSettled(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
