import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorages, type FileStorages } from '../../integrations/file-storage/file-storages.ts';
import { StorageError, type FileStorage } from '../../integrations/file-storage/file-storage.ts';
import { createS3Client } from '../../integrations/file-storage/s3-storage.ts';
import { solidImage } from '../../testing/images.ts';
import { multipart } from '../../testing/multipart.ts';
import { startS3Server, type S3Server } from '../../testing/s3-server.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

/** The app as main.ts builds it with FILE_STORAGE=s3: uploads and firmware in one bucket. */
async function appOnBucket(
  dialect: (typeof DIALECTS)[number],
  server: S3Server,
  wrap: (storage: FileStorage) => FileStorage = (storage) => storage,
) {
  const storages: FileStorages = createFileStorages({ kind: 's3', ...server.settings }, '/nonexistent');
  const t = await createTestContext(dialect, {
    fileStorage: wrap(storages.uploads),
    firmwareStorage: storages.firmware,
  });
  const admin = await t.createUser('admin');
  const upload = async () => {
    const body = multipart({
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      data: await solidImage('jpeg', 800, 600),
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
  };
  return {
    t,
    admin,
    upload,
    async close() {
      await t.close();
      storages.close();
    },
  };
}

describe.each(DIALECTS)('photos in an S3 bucket on %s', (dialect) => {
  let server: S3Server;
  let client: S3Client;
  let app: Awaited<ReturnType<typeof appOnBucket>>;
  let t: TestContext;
  beforeAll(async () => {
    server = await startS3Server();
    client = createS3Client(server.settings);
    app = await appOnBucket(dialect, server);
    t = app.t;
  });
  afterAll(async () => {
    await app?.close();
    client?.destroy();
    await server?.stop();
  });

  const inBucket = async (key: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket: server.bucket, Key: key }));
    return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
  };

  it('stores an upload in the bucket and streams every variant back with its length', async () => {
    const response = await app.upload();
    expect(response.statusCode).toBe(201);
    const { publicId } = response.json<{ publicId: string }>();
    for (const variant of ['display', 'thumb'] as const) {
      const url = t.services.files.urlFor(publicId, 'private', variant);
      const served = await t.app.inject({ url });
      expect(served.statusCode, variant).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const stored = await inBucket(`uploads/${publicId}-${variant}.webp`);
      expect(served.headers['content-length']).toBe(String(stored.length));
      expect(served.rawPayload.equals(stored)).toBe(true);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(stored.length));
    }
    const display = await sharp(await inBucket(`uploads/${publicId}-display.webp`)).metadata();
    expect([display.format, display.width, display.height]).toEqual(['webp', 800, 600]);
  });

  it('makes the blurred preview from the thumbnail in the bucket, keeps it there and serves it from there', async () => {
    const { publicId } = (await app.upload()).json<{ publicId: string }>();
    const url = t.services.files.urlFor(publicId, 'private', 'blurred');
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-length']).toBe(String(first.rawPayload.length));
    expect((await sharp(first.rawPayload).metadata()).width).toBe(48);
    const kept = await inBucket(`uploads/${publicId}-blurred.webp`);
    expect(kept.equals(first.rawPayload)).toBe(true);
    const again = await t.app.inject({ url });
    expect(again.headers['content-length']).toBe(String(kept.length));
    expect(again.rawPayload.equals(kept)).toBe(true);
    await t.services.files.remove([publicId]);
    await expect(inBucket(`uploads/${publicId}-blurred.webp`)).rejects.toMatchObject({ name: 'NoSuchKey' });
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});

describe.each(DIALECTS)('a bucket that stops answering on %s', (dialect) => {
  let server: S3Server;
  let app: Awaited<ReturnType<typeof appOnBucket>>;
  beforeAll(async () => {
    server = await startS3Server();
    app = await appOnBucket(dialect, server);
  });
  afterAll(async () => {
    await app?.close();
    await server?.stop();
  });

  const fileRows = async () =>
    (await app.t.database.db.selectFrom('files').select('public_id').execute()).map((row) => row.public_id);

  it('answers 503 storage.unavailable for uploads and reads, and records no file', async () => {
    const stored = (await app.upload()).json<{ publicId: string }>().publicId;
    const before = await fileRows();
    expect(before).toEqual([stored]);
    await server.stop();

    const refused = await app.upload();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      code: 'storage.unavailable',
      error: 'File storage is not answering; nothing was changed. Try again',
    });
    expect(await fileRows()).toEqual(before);

    const read = await app.t.app.inject({
      url: app.t.services.files.urlFor(stored, 'private', 'display'),
    });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toMatchObject({ code: 'storage.unavailable' });
  });
});

describe.each(DIALECTS)('a bucket that takes one variant and refuses the other on %s', (dialect) => {
  let server: S3Server;
  let client: S3Client;
  let app: Awaited<ReturnType<typeof appOnBucket>>;
  beforeAll(async () => {
    server = await startS3Server();
    client = createS3Client(server.settings);
    // The display image lands, the thumbnail is refused: what a bucket failing mid-upload looks like.
    app = await appOnBucket(dialect, server, (storage) => ({
      ...storage,
      put: (key, data) =>
        key.endsWith('-thumb.webp')
          ? Promise.reject(new StorageError('unavailable', 'refused for the test'))
          : storage.put(key, data),
    }));
  });
  afterAll(async () => {
    await app?.close();
    client?.destroy();
    await server?.stop();
  });

  it('answers 503 and leaves neither a row nor the variant that was written', async () => {
    const refused = await app.upload();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'storage.unavailable' });
    expect(await app.t.database.db.selectFrom('files').selectAll().execute()).toEqual([]);
    const listed = await client.send(new ListObjectsV2Command({ Bucket: server.bucket }));
    expect(listed.Contents ?? []).toEqual([]);
  });
});
