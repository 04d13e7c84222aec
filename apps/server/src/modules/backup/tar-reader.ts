import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { archiveDamaged, BackupError } from './backup.errors.ts';

export interface TarEntry {
  path: string;
  size: number;
  type: string;
  /** The entry's bytes; a handler that does not read them all has them skipped for it. */
  body: AsyncIterable<Buffer>;
}

/**
 * Reads a gzip'd tar one entry at a time: `onEntry` runs for each in order and the archive is not read
 * further until it has finished, so a slow consumer (rows going into a database) holds the file back
 * instead of buffering it. A truncated or corrupt gzip or tar stream fails with `restore.archive_damaged`.
 */
export function readTarGz(file: string, onEntry: (entry: TarEntry) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const source = createReadStream(file);
    const gunzip = createGunzip();
    const parser = new Parser({ strict: true });
    let chain = Promise.resolve();
    let failed = false;

    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      source.destroy();
      gunzip.destroy();
      reject(error instanceof BackupError ? error : archiveDamaged(describe(error), error));
    };

    parser.on('entry', (entry: ReadEntry) => {
      chain = chain.then(async () => {
        if (failed) return entry.resume();
        try {
          await onEntry({ path: entry.path, size: entry.size, type: entry.type, body: entry });
          entry.resume(); // whatever the handler left unread
        } catch (error) {
          // A handler's own error is passed on as it is; only stream failures are "damaged".
          if (!failed) {
            failed = true;
            source.destroy();
            gunzip.destroy();
            reject(error);
          }
        }
      });
    });
    parser.on('error', fail);
    parser.on('end', () => void chain.then(() => failed || resolve()));
    source.on('error', fail);
    gunzip.on('error', fail);
    source.pipe(gunzip).pipe(parser);
  });
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'Z_BUF_ERROR') return 'the compressed stream ends early';
  if (typeof code === 'string' && code.startsWith('Z_')) return 'the compressed stream is corrupt';
  if (typeof code === 'string' && code.startsWith('TAR_')) return 'the tar stream is corrupt';
  return error instanceof Error ? error.message : String(error);
}
