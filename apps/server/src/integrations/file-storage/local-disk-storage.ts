import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { assertStorageKey, StorageError, type FileStorage } from './file-storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A full disk or quota is the user's "no room left"; every other failure stays as it is. */
function asStorageError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== 'ENOSPC' && code !== 'EDQUOT') return error;
  return new StorageError('full', 'The disk holding the files is full', { cause: error });
}

/** Objects as files in one directory outside the web root (`DATA_DIR/uploads`, `DATA_DIR/firmware`). */
export function createLocalDiskStorage(directory: string): FileStorage {
  const ready = mkdir(directory, { recursive: true });
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(directory, key);
  };

  return {
    async put(key, data) {
      const target = fileOf(key);
      await ready;
      // Write then rename: a crash never leaves a half-written image under the real name.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, data, { mode: 0o600 });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true }); // a disk that filled up mid-write leaves no partial file
        throw asStorageError(error);
      }
    },

    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async open(key) {
      // One descriptor for both: the size read is the size of the very file that is streamed.
      const handle = await open(fileOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
