import { PHOTO_MAX_BYTES } from '@canopy/shared/constants';
import type { RunClimate } from '@canopy/shared/schemas/run-climate';
import type { Run } from '@canopy/shared/schemas/runs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedEntries } from '../../testing/audit-entries.ts';
import { cropFixtures } from '../../testing/crop-fixtures.ts';
import { solidImage } from '../../testing/images.ts';
import { multipartForm, type MultipartFile } from '../../testing/multipart.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const NOW = '2026-04-20T09:00:00.000Z';
const jpeg = (data: Buffer): MultipartFile => ({ filename: 'leaf.jpg', contentType: 'image/jpeg', data });

describe.each(DIALECTS)('group photos on %s', (dialect) => {
  let t: TestContext;
  let staff: TestUser;
  let member: TestUser;
  let other: TestUser;
  let crop: ReturnType<typeof cropFixtures>;
  let run: Run;
  let groupId: string;
  let image: Buffer;

  beforeEach(async () => {
    t = await createTestContext(dialect);
    t.clock.set(NOW);
    staff = await t.createUser('superuser');
    member = await t.createUser('user');
    other = await t.createUser('user');
    crop = cropFixtures(t, staff);
    const strainId = await crop.strain('Lemon Haze');
    const roomId = (await crop.room({ name: 'Veg A', kind: 'veg' }))._id;
    run = await crop.run({
      startedAt: '2026-04-18T09:00:00.000Z',
      groups: [{ strainId, plantCount: 10, roomId, stage: 'veg' }],
    });
    groupId = run.groups[0]!._id;
    image = await solidImage('jpeg');
  });
  afterEach(async () => {
    await t.close();
  });

  const upload = (
    who: TestUser | null,
    fields: Record<string, string>,
    files: MultipartFile[],
    url = `/api/runs/${run._id}/groups/${groupId}/photos`,
    headers: Record<string, string> = {},
  ) => {
    const body = multipartForm(fields, ...files);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...who?.auth, ...headers },
    });
  };
  const remove = (who: TestUser, photoId: string) =>
    crop.call(who, 'DELETE', `/api/runs/${run._id}/photos/${photoId}`);

  it('a plain user adds photos with a note; the run reads them back behind signed links', async () => {
    const response = await upload(member, { note: 'Leaves curling', at: '2026-04-19T12:00:00.000Z' }, [
      jpeg(image),
      jpeg(image),
    ]);
    expect(response.statusCode).toBe(201);
    const photos = response.json<Run>().photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({
      groupId,
      at: '2026-04-19T12:00:00.000Z',
      note: 'Leaves curling',
      by: { id: member.user._id },
    });
    const read = (await crop.call(member, 'GET', `/api/runs/${run._id}`)).json<Run>();
    expect(read.photos.map((p) => p._id)).toEqual(photos.map((p) => p._id));
    for (const url of [read.photos[0]!.url, read.photos[0]!.thumbUrl]) {
      expect(url).toMatch(/signature=/);
      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    // The list of runs carries no photos.
    const list = (await crop.call(member, 'GET', '/api/runs')).json<Record<string, unknown>[]>();
    expect(list[0]).not.toHaveProperty('photos');
  });

  it('dates a photo now without `at`, a clock a little ahead as now, and refuses the future and before the group', async () => {
    const now = await upload(member, {}, [jpeg(image)]);
    expect(now.json<Run>().photos[0]).toMatchObject({ at: NOW, note: '' });
    const skewed = await upload(member, { at: '2026-04-20T09:01:00.000Z' }, [jpeg(image)]);
    expect(skewed.json<Run>().photos[1]!.at).toBe(NOW);
    const future = await upload(member, { at: '2026-04-20T09:05:00.000Z' }, [jpeg(image)]);
    expect([future.statusCode, future.json().code]).toEqual([400, 'runs.event_out_of_order']);
    const early = await upload(member, { at: '2026-04-18T08:00:00.000Z' }, [jpeg(image)]);
    expect([early.statusCode, early.json().code]).toEqual([400, 'runs.event_out_of_order']);
    const badAt = await upload(member, { at: 'yesterday' }, [jpeg(image)]);
    expect(badAt.statusCode).toBe(400);
    expect(badAt.json().code).toBe('validation.failed');
    // None of the refused uploads left a photo or a file behind.
    expect((await crop.call(member, 'GET', `/api/runs/${run._id}`)).json<Run>().photos).toHaveLength(2);
    const files = await t.database.db.selectFrom('files').select('public_id').execute();
    expect(files).toHaveLength(2);
  });

  it('refuses what is not an image, too large a file, unknown runs and groups, and the logged out', async () => {
    const html = { filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.from('<html>1</html>') };
    const notImage = await upload(member, {}, [html]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().code).toBe('upload.unsupported_type');
    const big = Buffer.concat([image, Buffer.alloc(PHOTO_MAX_BYTES + 1 - image.length)]);
    const tooLarge = await upload(member, {}, [jpeg(big)]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('upload.too_large');
    const missing = await upload(member, { note: 'x' }, []);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('upload.missing_file');
    const noRun = await upload(member, {}, [jpeg(image)], `/api/runs/nope/groups/${groupId}/photos`);
    expect([noRun.statusCode, noRun.json().code]).toEqual([404, 'runs.not_found']);
    const noGroup = await upload(member, {}, [jpeg(image)], `/api/runs/${run._id}/groups/nope/photos`);
    expect([noGroup.statusCode, noGroup.json().code]).toEqual([404, 'runs.group_not_found']);
    expect((await upload(null, {}, [jpeg(image)])).statusCode).toBe(401);
    expect(await t.database.db.selectFrom('files').select('public_id').execute()).toEqual([]);
  });

  it('its author or staff delete a photo, with its file; another user may not', async () => {
    const added = (await upload(member, {}, [jpeg(image), jpeg(image)])).json<Run>().photos;
    const [mine, second] = [added[0]!, added[1]!];
    const refused = await remove(other, mine._id);
    expect(refused.statusCode).toBe(403);
    const own = await remove(member, mine._id);
    expect(own.statusCode).toBe(200);
    expect(own.json<Run>().photos.map((p) => p._id)).toEqual([second._id]);
    expect((await t.app.inject({ url: mine.url })).statusCode).toBe(404);
    const byStaff = await remove(staff, second._id);
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json<Run>().photos).toEqual([]);
    const gone = await remove(staff, second._id);
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'runs.photo_not_found']);
  });

  it('stores a photo queued offline once, whatever the replays', async () => {
    const headers = { 'idempotency-key': '0b7c6d5e-4f3a-4b2c-9d1e-8f7a6b5c4d3e' };
    const first = await upload(member, { note: 'Once' }, [jpeg(image)], undefined, headers);
    const again = await upload(member, { note: 'Once' }, [jpeg(image)], undefined, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await crop.call(member, 'GET', `/api/runs/${run._id}`)).json<Run>().photos).toHaveLength(1);
  });

  it('audits adding and deleting photos against the run', async () => {
    const added = (await upload(member, {}, [jpeg(image)])).json<Run>().photos[0]!;
    t.clock.advance(1000);
    await remove(staff, added._id);
    const entries = (await storedEntries(t)).filter((e) => e.entity === 'run' && e.action === 'update');
    expect(entries.map((e) => [e.actorId, e.entityId, e.summary])).toEqual([
      [member.user._id, run._id, `Run "${run.code}": 1 photos of a group added`],
      [staff.user._id, run._id, `Run "${run.code}": a photo of a group deleted`],
    ]);
  });

  it("marks the group's photos on its room climate", async () => {
    await upload(member, { note: 'Day 2', at: '2026-04-19T10:00:00.000Z' }, [jpeg(image)]);
    await upload(member, { at: '2026-04-19T11:00:00.000Z' }, [jpeg(image)]);
    const climate = await crop.call(member, 'GET', `/api/runs/${run._id}/climate?groupId=${groupId}`);
    expect(climate.statusCode).toBe(200);
    const marks = climate.json<RunClimate>().marks.filter((m) => m.kind === 'photo');
    const none = { kind: 'photo', stage: null, roomName: null, count: null, reason: null };
    expect(marks).toEqual([
      { ...none, ts: Date.parse('2026-04-19T10:00:00.000Z'), text: 'Day 2' },
      { ...none, ts: Date.parse('2026-04-19T11:00:00.000Z'), text: '' },
    ]);
  });
});
