import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FAILING_FIRMWARE_MARKER } from '@canopy/device-simulator/simulator';
import { FIRMWARE_MAX_BYTES } from '@canopy/shared/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ids, startTestCloud, type TestCloud } from '../../testing/device-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

/** A multipart body with one `file` part, as the browser's FormData sends it. */
function multipart(filename: string, content: Buffer) {
  const boundary = '----canopy-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DIALECTS)('firmware routes on %s', (dialect) => {
  let t: TestContext;
  let c: TestCloud;
  let admin: TestUser;
  let superuser: TestUser;
  let member: TestUser;
  let firmwareDir: string;
  beforeEach(async () => {
    c = await startTestCloud();
    firmwareDir = mkdtempSync(path.join(tmpdir(), 'canopy-fw-'));
    t = await createTestContext(dialect, { deviceCloud: c.cloud, firmwareDir });
    [admin, superuser, member] = [
      await t.createUser('admin'),
      await t.createUser('superuser'),
      await t.createUser('user'),
    ];
    await t.services.deviceSync.poll();
  });
  afterEach(async () => {
    await t.close();
    await c.sim.close();
  });

  const send = (who: TestUser | null, url: string, filename: string, content: Buffer) => {
    const body = multipart(filename, content);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(who?.auth ?? {}) },
    });
  };
  const upload = (who: TestUser | null, filename = 'climate-2.4.0.bin', content = Buffer.from('firmware')) =>
    send(who, `/api/firmware/upload/${ids.veg}`, filename, content);

  it('lets superusers and admins upload, refuses users with 403 and anonymous with 401', async () => {
    expect((await upload(null)).statusCode).toBe(401);
    const refused = await upload(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth.forbidden' });
    expect((await upload(superuser)).statusCode).toBe(200);
    const ok = await upload(admin);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ filename: 'climate-2.4.0.bin', deviceType: 'climate' });
  });

  it('accepts only non-empty .bin files', async () => {
    for (const [name, content] of [
      ['notes.txt', Buffer.from('x')],
      ['empty.bin', Buffer.alloc(0)],
    ] as const) {
      const response = await upload(admin, name, content);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'firmware.invalid_file' });
    }
  });

  it('records each stored binary in the files table and keeps its bytes in storage, versioned per type', async () => {
    const content = Buffer.from('climate firmware 2.4.0');
    const response = await send(admin, `/api/firmware/upload/${ids.veg}`, 'climate.bin', content);
    expect(response.json()).toMatchObject({ deviceType: 'climate', size: content.length });
    await send(admin, `/api/firmware/upload/${ids.water}`, 'water.bin', Buffer.from('water fw'));
    const db = t.database.db;
    const versions = await db.selectFrom('firmware').selectAll().orderBy('created_at').execute();
    expect(versions.map((v) => [v.device_type, v.filename])).toEqual([
      ['climate', 'climate.bin'],
      ['water', 'water.bin'],
    ]);
    const climate = versions[0]!;
    const file = await db
      .selectFrom('files')
      .selectAll()
      .where('public_id', '=', climate.storage_key.replace(/\.bin$/, ''))
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({
      kind: 'firmware',
      owner_id: admin.user._id,
      size: content.length,
      visibility: 'private',
    });
    expect(climate.storage_key).toMatch(/^[0-9a-f]{32}\.bin$/);
    expect(await readFile(path.join(firmwareDir, climate.storage_key))).toEqual(content);
    const latestWater = await t.app.inject({
      method: 'GET',
      url: '/api/firmware/latest?deviceType=water',
      headers: member.auth,
    });
    expect(latestWater.json()).toMatchObject({ deviceType: 'water', filename: 'water.bin', size: 8 });
  });

  it('stores nothing for a refused file', async () => {
    await upload(admin, 'notes.txt', Buffer.from('x'));
    await upload(admin, 'big.bin', Buffer.alloc(FIRMWARE_MAX_BYTES + 1));
    expect(await t.database.db.selectFrom('files').selectAll().execute()).toEqual([]);
    expect(await t.database.db.selectFrom('firmware').selectAll().execute()).toEqual([]);
    expect(await readdir(firmwareDir).catch(() => [])).toEqual([]);
  });

  it('refuses a binary over the size cap with 413', async () => {
    const response = await upload(admin, 'big.bin', Buffer.alloc(FIRMWARE_MAX_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'request.too_large' });
  });

  it('answers the latest version per device type for logged-in users', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/firmware/latest?deviceType=climate',
      headers: member.auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'firmware.not_found' });
    await upload(admin, 'first.bin');
    t.clock.advance(1000);
    await upload(admin, 'second.bin');
    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/firmware/latest?deviceType=climate',
      headers: member.auth,
    });
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toMatchObject({ filename: 'second.bin', version: expect.any(String) });
  });

  it('flashes through the cloud and records the reported success in the audit log', async () => {
    t.services.jobs.start(['device-stream']);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the event stream connects
    const refused = await send(member, `/api/device/${ids.veg}/flash`, 'fw.bin', Buffer.from('fw'));
    expect(refused.statusCode).toBe(403);
    const response = await send(admin, `/api/device/${ids.veg}/flash`, 'fw.bin', Buffer.from('fw'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, status: 'Update started' });
    let log: { functionName: string; arg: string }[] = [];
    for (let i = 0; i < 100 && !log.some((e) => e.arg === 'success'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      log = (
        await t.app.inject({ method: 'GET', url: `/api/device/${ids.veg}/commands`, headers: admin.auth })
      ).json();
    }
    expect(log.map((e) => `${e.functionName}:${e.arg}`)).toEqual(
      expect.arrayContaining(['flash:fw.bin', 'flashStatus:started', 'flashStatus:success']),
    );
  });

  it('records a failed update the device reports, with its error', async () => {
    t.services.jobs.start(['device-stream']);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the event stream connects
    const binary = Buffer.from(`firmware ${FAILING_FIRMWARE_MARKER}`);
    const response = await send(admin, `/api/device/${ids.veg}/flash`, 'bad.bin', binary);
    expect(response.statusCode).toBe(200);
    type Entry = { functionName: string; arg: string; return_value: number | null; error: string | null };
    let log: Entry[] = [];
    for (let i = 0; i < 100 && !log.some((e) => e.arg === 'failed'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      log = (
        await t.app.inject({ method: 'GET', url: `/api/device/${ids.veg}/commands`, headers: admin.auth })
      ).json();
    }
    expect(log.find((e) => e.arg === 'failed')).toMatchObject({
      functionName: 'flashStatus',
      return_value: 0,
      error: 'Firmware update failed',
    });
    expect(log.some((e) => e.arg === 'success')).toBe(false);
  });

  it('maps flashing an offline device to 504 devices.offline', async () => {
    const response = await send(admin, `/api/device/${ids.clone}/flash`, 'fw.bin', Buffer.from('fw'));
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ code: 'devices.offline' });
  });
});
