import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../testing/s3-server.ts';
import { StorageError } from './file-storage.ts';
import { createS3Client, createS3Storage } from './s3-storage.ts';

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) =>
      error instanceof StorageError ? error.failure : `not a StorageError: ${String(error)}`,
  );

describe('the S3 adapter', () => {
  let server: S3Server;
  let client: S3Client;
  beforeAll(async () => {
    server = await startS3Server();
    client = createS3Client(server.settings);
  });
  afterAll(async () => {
    client?.destroy();
    await server?.stop();
  });

  it('keeps each use under its own prefix of the one bucket', async () => {
    const uploads = createS3Storage({ client, bucket: server.bucket, prefix: 'uploads' });
    const firmware = createS3Storage({ client, bucket: server.bucket, prefix: 'firmware' });
    await uploads.put('same-name.bin', Buffer.from('a photo'));
    await firmware.put('same-name.bin', Buffer.from('a firmware image'));
    expect((await uploads.get('same-name.bin'))?.toString()).toBe('a photo');
    expect((await firmware.get('same-name.bin'))?.toString()).toBe('a firmware image');
    const raw = await client.send(
      new GetObjectCommand({ Bucket: server.bucket, Key: 'firmware/same-name.bin' }),
    );
    expect(await raw.Body?.transformToString()).toBe('a firmware image');
    await uploads.delete('same-name.bin');
    expect((await firmware.get('same-name.bin'))?.toString()).toBe('a firmware image');
  });

  it('refuses a prefix that is not a plain name', () => {
    for (const prefix of ['', 'a/b', '../x', 'Uploads']) {
      expect(() => createS3Storage({ client, bucket: server.bucket, prefix })).toThrow(
        /Invalid storage prefix/,
      );
    }
  });

  it('says unavailable, never "missing", when the bucket does not exist or the credentials are refused', async () => {
    const noBucket = createS3Storage({ client, bucket: 'no-such-bucket', prefix: 'uploads' });
    expect(await failureOf(noBucket.open('a.webp'))).toBe('unavailable');
    expect(await failureOf(noBucket.put('a.webp', Buffer.from('x')))).toBe('unavailable');
    // s3rver checks the access key id, not SigV4 signatures: an unknown key stands for bad credentials.
    await createS3Storage({ client, bucket: server.bucket, prefix: 'uploads' }).put(
      'a.webp',
      Buffer.from('x'),
    );
    const wrongKey = createS3Client({ ...server.settings, accessKeyId: 'UNKNOWN-KEY' });
    try {
      const refused = createS3Storage({ client: wrongKey, bucket: server.bucket, prefix: 'uploads' });
      expect(await failureOf(refused.get('a.webp'))).toBe('unavailable');
      expect(await failureOf(refused.put('a.webp', Buffer.from('x')))).toBe('unavailable');
    } finally {
      wrongKey.destroy();
    }
  });

  it('says unavailable for every call once the server is gone', async () => {
    const gone = await startS3Server();
    const goneClient = createS3Client(gone.settings);
    try {
      const storage = createS3Storage({ client: goneClient, bucket: gone.bucket, prefix: 'uploads' });
      await storage.put('kept.webp', Buffer.from('x'));
      await gone.stop();
      expect(await failureOf(storage.put('a.webp', Buffer.from('x')))).toBe('unavailable');
      expect(await failureOf(storage.get('kept.webp'))).toBe('unavailable');
      expect(await failureOf(storage.open('kept.webp'))).toBe('unavailable');
      expect(await failureOf(storage.size('kept.webp'))).toBe('unavailable');
      expect(await failureOf(storage.delete('kept.webp'))).toBe('unavailable');
    } finally {
      goneClient.destroy();
      await gone.stop();
    }
  });

  it('says full when the server reports no room (MinIO, a quota)', async () => {
    // An S3 endpoint that refuses every request the way MinIO does when its disks are full.
    const full: Server = createServer((_request, response) => {
      response.writeHead(507, { 'content-type': 'application/xml' });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>XMinioStorageFull</Code>' +
          '<Message>Storage backend has reached its minimum free drive threshold.</Message></Error>',
      );
    });
    await new Promise<void>((resolve) => full.listen(0, '127.0.0.1', resolve));
    const { port } = full.address() as AddressInfo;
    const fullClient = createS3Client({
      ...server.settings,
      endpoint: `http://127.0.0.1:${port}`,
    });
    try {
      const storage = createS3Storage({ client: fullClient, bucket: server.bucket, prefix: 'uploads' });
      expect(await failureOf(storage.put('a.webp', Buffer.from('x')))).toBe('full');
    } finally {
      fullClient.destroy();
      await new Promise((resolve) => full.close(resolve));
    }
  });
});
