import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip, type Gzip } from 'node:zlib';
import { Header, Pax } from 'tar';

const BLOCK = 512;

export interface TarGzWriter {
  /** Appends one regular file of exactly `size` bytes, read from `content` as it comes. */
  add(path: string, size: number, content: Buffer | AsyncIterable<Buffer>): Promise<void>;
  /** Writes the end-of-archive blocks, flushes the gzip stream and syncs the file to disk. */
  finish(): Promise<void>;
  /** Stops writing after a failure; the caller removes the file. */
  abort(): Promise<void>;
}

/**
 * A gzip'd tar written entry by entry into a new file, so a table dump goes out as it is read and
 * nothing is held whole. Headers come from the `tar` package; names too long for ustar get a PAX record.
 */
export function createTarGzWriter(file: string): TarGzWriter {
  const gzip: Gzip = createGzip({ level: 6 });
  const done = pipeline(gzip, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  // A failed disk ends the pipeline; the next write sees it through `done`.
  done.catch(() => undefined);
  const mtime = new Date();

  async function write(chunk: Buffer) {
    if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), done]);
  }

  async function writeHeader(path: string, size: number) {
    const fields = { path, size, mode: 0o600, uid: 0, gid: 0, mtime, type: 'File' as const };
    const header = new Header(fields);
    const block = Buffer.alloc(BLOCK);
    header.encode(block, 0);
    if (header.needPax) await write(new Pax(fields).encode());
    await write(block);
  }

  return {
    async add(path, size, content) {
      await writeHeader(path, size);
      let written = 0;
      for await (const chunk of Buffer.isBuffer(content) ? [content] : content) {
        written += chunk.length;
        if (written > size) break;
        await write(chunk);
      }
      // A file that changed size while read would corrupt every entry after it.
      if (written !== size) throw new Error(`${path} changed size while it was archived`);
      const padding = (BLOCK - (size % BLOCK)) % BLOCK;
      if (padding) await write(Buffer.alloc(padding));
    },
    async finish() {
      await write(Buffer.alloc(BLOCK * 2));
      gzip.end();
      await done;
      const handle = await open(file, 'r+');
      try {
        await handle.sync(); // the archive is on disk before anyone is told it exists
      } finally {
        await handle.close();
      }
    },
    async abort() {
      gzip.destroy();
      await done.catch(() => undefined);
    },
  };
}
