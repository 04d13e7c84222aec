import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorages, type FileStorages } from '../../integrations/file-storage/file-storages.ts';
import { createS3Client } from '../../integrations/file-storage/s3-storage.ts';
import { ids, startTestCloud, type TestCloud } from '../../testing/device-fixtures.ts';
import { multipart } from '../../testing/multipart.ts';
import { startS3Server, type S3Server } from '../../testing/s3-server.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

describe.each(DIALECTS)('firmware in an S3 bucket on %s', (dialect) => {
  let server: S3Server;
  let client: S3Client;
  let storages: FileStorages;
  let cloud: TestCloud;
  let t: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startS3Server();
    client = createS3Client(server.settings);
    storages = createFileStorages({ kind: 's3', ...server.settings }, '/nonexistent');
    cloud = await startTestCloud();
    t = await createTestContext(dialect, {
      deviceCloud: cloud.cloud,
      fileStorage: storages.uploads,
      firmwareStorage: storages.firmware,
    });
    admin = await t.createUser('admin');
    await t.services.deviceSync.poll();
  });
  afterAll(async () => {
    await t?.close();
    await cloud?.sim.close();
    storages?.close();
    client?.destroy();
    await server?.stop();
  });

  const upload = (content: Buffer) => {
    const body = multipart({
      filename: 'climate.bin',
      contentType: 'application/octet-stream',
      data: content,
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/firmware/upload/${ids.veg}`,
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
  };
  const rows = async () => ({
    files: (await t.database.db.selectFrom('files').select('public_id').execute()).length,
    firmware: (await t.database.db.selectFrom('firmware').select('id').execute()).length,
  });

  it('keeps the binary under firmware/ in the bucket, then answers 503 and records nothing once it is down', async () => {
    const content = Buffer.from('climate firmware 2.5.0');
    expect((await upload(content)).statusCode).toBe(200);
    const { storage_key: key } = await t.database.db
      .selectFrom('firmware')
      .select('storage_key')
      .executeTakeFirstOrThrow();
    const stored = await client.send(new GetObjectCommand({ Bucket: server.bucket, Key: `firmware/${key}` }));
    expect(Buffer.from((await stored.Body?.transformToByteArray()) ?? []).equals(content)).toBe(true);
    const listed = await client.send(new ListObjectsV2Command({ Bucket: server.bucket }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual([`firmware/${key}`]);

    const before = await rows();
    await server.stop();
    const refused = await upload(Buffer.from('climate firmware 2.6.0'));
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'storage.unavailable' });
    expect(await rows()).toEqual(before);
  });
});
