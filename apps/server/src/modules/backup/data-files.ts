import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { DATA_FOLDERS } from './backup-manifest.ts';

export interface DataFile {
  /** Relative to DATA_DIR with forward slashes, as the manifest names it: `uploads/<key>`. */
  path: string;
  /** Where to read it from: the pinned hard link, or the file itself where linking is not possible. */
  source: string;
}

export interface PinnedDataFiles {
  files: DataFile[];
  /** Removes the pins (never the files). */
  release(): Promise<void>;
}

/** The local-disk storage's half-written files (`<key>.<12 hex>.tmp`): never data. */
const IN_PROGRESS = /\.[0-9a-f]{12}\.tmp$/;

/**
 * Every stored file under DATA_DIR's data folders, each pinned by a hard link taken right after the
 * database snapshot opened. A file the server deletes later (its row deleted after the snapshot) is
 * then still readable through the link, so the archive holds the bytes of every row it holds. Where a
 * link cannot be made (another file system, no write access) the file is read where it is.
 */
export async function pinDataFiles(dataDir: string): Promise<PinnedDataFiles> {
  const pinDir = path.join(dataDir, `.backup-pin-${randomBytes(6).toString('hex')}`);
  const pinning = await mkdir(pinDir, { mode: 0o700 }).then(
    () => true,
    () => false,
  );
  const files: DataFile[] = [];
  for (const folder of DATA_FOLDERS) {
    for (const relative of await listFiles(path.join(dataDir, folder))) {
      const name = `${folder}/${relative}`;
      const original = path.join(dataDir, folder, relative);
      const pin = path.join(pinDir, folder, relative);
      const pinned =
        pinning &&
        (await mkdir(path.dirname(pin), { recursive: true })
          .then(() => link(original, pin))
          .then(
            () => true,
            (error: NodeJS.ErrnoException) => {
              if (error.code === 'ENOENT') return null; // deleted since it was listed: not data any more
              return false;
            },
          ));
      if (pinned === null) continue;
      files.push({ path: name, source: pinned ? pin : original });
    }
  }
  return {
    files,
    release: () => (pinning ? rm(pinDir, { recursive: true, force: true }) : Promise.resolve()),
  };
}

/** Regular files under `dir`, relative and sorted; a missing folder has none. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile() && !IN_PROGRESS.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
