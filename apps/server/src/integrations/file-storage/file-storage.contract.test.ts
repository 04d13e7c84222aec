import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../testing/s3-server.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Client, createS3Storage } from './s3-storage.ts';

/** Every chunk a stream gives, kept apart so a test can see it was streamed rather than handed over whole. */
async function chunksOf(stream: Readable): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return chunks;
}

interface Subject {
  storage: FileStorage;
  close(): Promise<void>;
}

const SUBJECTS: Record<'local disk' | 'S3', () => Promise<Subject>> = {
  'local disk': async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'canopy-storage-'));
    return {
      storage: createLocalDiskStorage(directory),
      close: async () => rmSync(directory, { recursive: true, force: true }),
    };
  },
  S3: async () => {
    const server: S3Server = await startS3Server();
    const client = createS3Client(server.settings);
    return {
      storage: createS3Storage({ client, bucket: server.bucket, prefix: 'uploads' }),
      async close() {
        client.destroy();
        await server.stop();
      },
    };
  },
};

/** The one contract of FileStorage: both adapters pass the very same tests. */
describe.each(Object.keys(SUBJECTS) as (keyof typeof SUBJECTS)[])('FileStorage on %s', (name) => {
  let subject: Subject;
  let storage: FileStorage;
  let n = 0;
  const newKey = () => `${randomBytes(8).toString('hex')}-${(n += 1)}-display.webp`;

  beforeAll(async () => {
    subject = await SUBJECTS[name]();
    storage = subject.storage;
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('gives back what was put: whole, as a stream with its length, and its size', async () => {
    const key = newKey();
    const data = randomBytes(10_000);
    await storage.put(key, data);
    expect((await storage.get(key))?.equals(data)).toBe(true);
    const opened = await storage.open(key);
    expect(opened?.size).toBe(data.length);
    expect(Buffer.concat(await chunksOf(opened!.stream)).equals(data)).toBe(true);
    expect(await storage.size(key)).toBe(data.length);
  });

  it('replaces an object put again under the same key', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('the first, longer version'));
    await storage.put(key, Buffer.from('second'));
    expect((await storage.get(key))?.toString()).toBe('second');
    const opened = await storage.open(key);
    expect(opened?.size).toBe(6);
    expect(Buffer.concat(await chunksOf(opened!.stream)).toString()).toBe('second');
    expect(await storage.size(key)).toBe(6);
  });

  it('answers null for a missing key, and deleting it is not an error', async () => {
    const key = newKey();
    expect(await storage.get(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    expect(await storage.size(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('deletes an object and only that one', async () => {
    const [gone, kept] = [newKey(), newKey()];
    await storage.put(gone, Buffer.from('gone'));
    await storage.put(kept, Buffer.from('kept'));
    await storage.delete(gone);
    expect(await storage.get(gone)).toBeNull();
    expect(await storage.open(gone)).toBeNull();
    expect((await storage.get(kept))?.toString()).toBe('kept');
  });

  it('stores an empty object with length 0', async () => {
    const key = newKey();
    await storage.put(key, Buffer.alloc(0));
    const opened = await storage.open(key);
    expect(opened?.size).toBe(0);
    expect(Buffer.concat(await chunksOf(opened!.stream))).toHaveLength(0);
    expect(await storage.size(key)).toBe(0);
  });

  it('streams a 5 MB object back byte for byte, in many chunks, with its exact length', async () => {
    const key = newKey();
    const data = randomBytes(5 * 1024 * 1024 + 123);
    await storage.put(key, data);
    const opened = await storage.open(key);
    expect(opened?.size).toBe(data.length);
    const chunks = await chunksOf(opened!.stream);
    expect(chunks.length).toBeGreaterThan(4);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(data.length / 4);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
    expect((await storage.get(key))?.equals(data)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['a path', '../etc/passwd'],
    ['a folder', 'a/b.webp'],
    ['upper case', 'Photo.webp'],
    ['hidden', '.secret'],
    ['dot-dot inside', 'a..b'],
    ['too long', 'a'.repeat(129)],
    ['a prefix of its own', 'firmware/x.bin'],
  ])('refuses a key that is %s in every call, touching nothing', async (_case, key) => {
    const refused = /Invalid storage key/;
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(refused);
    await expect(storage.get(key)).rejects.toThrow(refused);
    await expect(storage.open(key)).rejects.toThrow(refused);
    await expect(storage.size(key)).rejects.toThrow(refused);
    await expect(storage.delete(key)).rejects.toThrow(refused);
  });

  it('keeps concurrent puts apart, and a key written by several at once holds one of them whole', async () => {
    const objects = Array.from({ length: 16 }, () => ({ key: newKey(), data: randomBytes(50_000) }));
    await Promise.all(objects.map(({ key, data }) => storage.put(key, data)));
    for (const { key, data } of objects) expect((await storage.get(key))?.equals(data)).toBe(true);

    const shared = newKey();
    const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(100_000 + i, i + 1));
    await Promise.all(versions.map((data) => storage.put(shared, data)));
    const stored = await storage.get(shared);
    expect(versions.some((data) => stored?.equals(data))).toBe(true);
    expect(await storage.size(shared)).toBe(stored?.length);
  });
});
