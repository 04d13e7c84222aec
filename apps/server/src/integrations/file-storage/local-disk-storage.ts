import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage.ts';

/** Objects as files in one directory outside the web root (`DATA_DIR/uploads`). */
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
        throw error;
      }
    },

    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
