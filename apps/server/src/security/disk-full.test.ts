import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../testing/multipart.ts';
import { createTestContext, type TestContext, type TestUser } from '../testing/test-app.ts';

/*
 * A real full disk: DATA_DIR on a 2 MiB tmpfs. Mounting needs root, which the CI machine is; the
 * test fails (never skips) elsewhere, saying so.
 */
describe('the disk filling up during an upload', () => {
  const mountPoint = mkdtempSync(path.join(tmpdir(), 'canopy-full-disk-'));
  const filler = path.join(mountPoint, 'filler');
  let t: TestContext;
  let admin: TestUser;
  let photo: Buffer;

  beforeAll(async () => {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mountPoint]);
    } catch (error) {
      throw new Error(`this test mounts a tmpfs and needs root: ${String(error)}`, { cause: error });
    }
    t = await createTestContext('sqlite', { dataDir: mountPoint });
    admin = await t.createUser('admin');
    // Noise does not compress: the stored WebP is far larger than what is left on the disk.
    const noise = Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256)));
    photo = await sharp(noise, { raw: { width: 700, height: 700, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    execFileSync('umount', ['--lazy', mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  const upload = () => {
    const body = multipart({ filename: 'noise.jpg', contentType: 'image/jpeg', data: photo });
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...body.headers, ...admin.auth },
      payload: body.payload,
    });
  };
  const storedFiles = () => readdirSync(path.join(mountPoint, 'uploads'), { recursive: true }).sort();
  const fileRows = async () => (await t.database.db.selectFrom('files').select('public_id').execute()).length;

  it('answers 507 with a clear message, leaves no partial file and no row, and works again once there is room', async () => {
    const before = { files: storedFiles(), rows: await fileRows() };
    const { bavail, bsize } = statfsSync(mountPoint);
    writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - 16 * 1024)));

    const refused = await upload();
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toMatchObject({ code: 'files.storage_full' });
    expect(storedFiles()).toEqual(before.files);
    expect(await fileRows()).toBe(before.rows);

    rmSync(filler);
    const accepted = await upload();
    expect(accepted.statusCode).toBe(201);
    expect(await fileRows()).toBe(before.rows + 1);
  });
});
