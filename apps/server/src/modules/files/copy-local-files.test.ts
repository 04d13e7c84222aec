import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileStorages, type FileStorages } from '../../integrations/file-storage/file-storages.ts';
import { createS3Client } from '../../integrations/file-storage/s3-storage.ts';
import { npmRunFromRoot } from '../../testing/npm-run.ts';
import { startS3Server, type S3Server } from '../../testing/s3-server.ts';
import { copyLocalFiles } from './copy-local-files.ts';

/** `npm run files:to-s3` from the project root, as an operator types it. */
const npmRun = (env: Record<string, string>) => npmRunFromRoot(['files:to-s3'], env);

/** A DATA_DIR as a server on local disk leaves it: photos, firmware, one half-written file. */
function dataDirWithFiles() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-move-'));
  const files = new Map<string, Buffer>([
    ['uploads/0123abcd-display.webp', randomBytes(3 * 1024 * 1024)],
    ['uploads/0123abcd-thumb.webp', randomBytes(20_000)],
    ['firmware/89abcdef.bin', randomBytes(100_000)],
  ]);
  mkdirSync(path.join(dataDir, 'uploads'));
  mkdirSync(path.join(dataDir, 'firmware'));
  for (const [name, data] of files) writeFileSync(path.join(dataDir, name), data);
  writeFileSync(path.join(dataDir, 'uploads', '4567cdef-display.webp.0123456789ab.tmp'), 'half');
  writeFileSync(path.join(dataDir, 'canopy.db'), 'not a file of the storage');
  return { dataDir, files };
}

describe('copying DATA_DIR files into an S3 bucket', () => {
  let server: S3Server;
  let client: S3Client;
  let storages: FileStorages;
  // A fresh, empty bucket for each test.
  beforeEach(async () => {
    server = await startS3Server();
    client = createS3Client(server.settings);
    storages = createFileStorages({ kind: 's3', ...server.settings }, '/nonexistent');
  });
  afterEach(async () => {
    storages?.close();
    client?.destroy();
    await server?.stop();
  });

  const bucketKeys = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: server.bucket }))).Contents ?? [])
      .map((object) => object.Key)
      .sort();
  const inBucket = async (key: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket: server.bucket, Key: key }));
    return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
  };
  it('copies every stored file under its prefix, skips half-written ones, and leaves the local files', async () => {
    const { dataDir, files } = dataDirWithFiles();
    try {
      const summary = await copyLocalFiles({ dataDir, target: storages });
      expect(summary).toEqual({
        copied: 3,
        copiedBytes: [...files.values()].reduce((sum, data) => sum + data.length, 0),
        alreadyThere: 0,
        ignored: ['uploads/4567cdef-display.webp.0123456789ab.tmp'],
      });
      expect(await bucketKeys()).toEqual([...files.keys()].sort());
      for (const [name, data] of files) expect((await inBucket(name)).equals(data), name).toBe(true);
      expect(readdirSync(path.join(dataDir, 'uploads'))).toHaveLength(3);
      expect(readdirSync(path.join(dataDir, 'firmware'))).toHaveLength(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('skips what is already there with the same size, and copies again what differs', async () => {
    const { dataDir, files } = dataDirWithFiles();
    try {
      await copyLocalFiles({ dataDir, target: storages });
      // An earlier run cut off half-way would have left a shorter object.
      await client.send(
        new PutObjectCommand({ Bucket: server.bucket, Key: 'firmware/89abcdef.bin', Body: 'cut off' }),
      );
      const again = await copyLocalFiles({ dataDir, target: storages });
      expect(again).toMatchObject({ copied: 1, copiedBytes: 100_000, alreadyThere: 2 });
      expect((await inBucket('firmware/89abcdef.bin')).equals(files.get('firmware/89abcdef.bin')!)).toBe(
        true,
      );
      expect(await copyLocalFiles({ dataDir, target: storages })).toMatchObject({
        copied: 0,
        alreadyThere: 3,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops with a clear error when an object reads back different', async () => {
    const { dataDir } = dataDirWithFiles();
    const corrupting: FileStorages = {
      ...storages,
      uploads: { ...storages.uploads, put: (key, data) => storages.uploads.put(key, data.subarray(1)) },
    };
    try {
      await expect(copyLocalFiles({ dataDir, target: corrupting })).rejects.toThrow(
        /^uploads\/0123abcd-(display|thumb)\.webp reads back different from the local file; stopped$/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('runs as npm run files:to-s3 with the server environment, printing one summary line', async () => {
    const { dataDir } = dataDirWithFiles();
    try {
      const first = await npmRun({ ...server.env, DATA_DIR: dataDir });
      expect(first.code).toBe(0);
      expect(first.stdout).toBe(
        `Copied 3 files (3.3 MB) from ${dataDir} into the S3 bucket ${server.bucket}, each read back ` +
          'identical; 0 were there already; 1 ignored (half-written or not stored files: ' +
          'uploads/4567cdef-display.webp.0123456789ab.tmp). The local files are left in place: delete ' +
          'DATA_DIR/uploads and DATA_DIR/firmware once the server runs on the bucket.\n',
      );
      const second = await npmRun({ ...server.env, DATA_DIR: dataDir });
      expect(second.code).toBe(0);
      expect(second.stdout).toMatch(/^Copied 0 files \(0\.0 MB\) .* 3 were there already; 1 ignored/);

      const local = await npmRun({ DATA_DIR: dataDir, FILE_STORAGE: 'local' });
      expect(local.code).toBe(1);
      expect(local.stderr.trim()).toBe(
        'FILE_STORAGE is not s3: run this with FILE_STORAGE=s3 and the S3_* variables the server will use.',
      );
      await server.stop();
      const down = await npmRun({ ...server.env, DATA_DIR: dataDir });
      expect(down.code).toBe(1);
      expect(down.stderr).toMatch(/S3 HeadObject failed \(.*ECONNREFUSED/);
      expect(down.stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
