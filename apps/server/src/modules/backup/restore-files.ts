import { createHash } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { DATA_FOLDERS, type ManifestFile } from './backup-manifest.ts';
import { checksumMismatch, targetNotEmpty } from './backup.errors.ts';

/** Writes one stored file under the staging folder, checking its bytes against the manifest again. */
export async function stageFile(stagingDir: string, file: ManifestFile, body: AsyncIterable<Buffer>) {
  // The manifest's paths are checked segment by segment (backup-manifest.ts): no `..`, nothing absolute.
  const target = path.join(stagingDir, ...file.path.split('/'));
  await mkdir(path.dirname(target), { recursive: true });
  const handle = await open(target, 'wx', 0o600);
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of body) {
      hash.update(chunk);
      size += chunk.length;
      await handle.write(chunk);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (size !== file.size || hash.digest('hex') !== file.sha256) throw checksumMismatch(`files/${file.path}`);
}

/**
 * Moves the staged data folders into DATA_DIR, each with one rename (an empty folder already there is
 * replaced; one with files in it refuses). Returns how to take them out again if the database part
 * of the restore then fails.
 */
export async function placeDataFolders(stagingDir: string, dataDir: string): Promise<() => Promise<void>> {
  const placed: string[] = [];
  const undo = async () => {
    for (const folder of placed) await rm(folder, { recursive: true, force: true });
  };
  const staged = new Set(await readdir(stagingDir));
  try {
    for (const folder of DATA_FOLDERS) {
      if (!staged.has(folder)) continue;
      const target = path.join(dataDir, folder);
      await rename(path.join(stagingDir, folder), target).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') {
          throw targetNotEmpty(`DATA_DIR/${folder} was filled while the restore ran`);
        }
        throw error;
      });
      placed.push(target);
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return undo;
}
