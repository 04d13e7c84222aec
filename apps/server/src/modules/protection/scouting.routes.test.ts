import type { Scouting } from '@canopy/shared/schemas/feeding';
import { uploadResponseSchema } from '@canopy/shared/schemas/files';
import type { Task } from '@canopy/shared/schemas/tasks';
import { beforeEach, describe, expect, it } from 'vitest';
import { storedEntries } from '../../testing/audit-entries.ts';
import { cropSuite, STAFF_AND_MEMBER } from '../../testing/crop-fixtures.ts';
import { solidImage } from '../../testing/images.ts';
import { multipartForm } from '../../testing/multipart.ts';
import { protectionFixtures } from '../../testing/protection-fixtures.ts';
import { freshForEachTest } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const NOW = '2026-04-20T09:00:00.000Z';
const STARTED = '2026-03-01T08:00:00.000Z';

describe.each(DIALECTS)('scouting routes on %s', (dialect) => {
  const { t, staff, member, crop } = cropSuite(dialect, STAFF_AND_MEMBER, { at: NOW, staff: 'staff' });
  const protection = freshForEachTest(() => protectionFixtures(t, crop, staff));
  let strainId: string;
  let veg: string;
  let flower: string;

  beforeEach(async () => {
    ({ strainId, veg, flower } = await crop.strainAndRooms('Lemon Haze', 'Flower Room A'));
  });

  /** A run of one group of `plantCount` plants in `roomId`, started on STARTED. */
  const growing = (plantCount: number, roomId = flower, stage = 'flower') =>
    crop.run({ startedAt: STARTED, groups: [{ strainId, plantCount, roomId, stage }] });
  const scoutingUrl = (roomId: string) => `/api/rooms/${roomId}/scouting`;
  const taskOf = async (id: string) => (await crop.call(member, 'GET', `/api/tasks/${id}`)).json<Task>();

  it('records one row per group growing in the room, sharing the entry, and each run lists its own', async () => {
    const big = await growing(40);
    const small = await growing(20);
    await growing(10, veg, 'veg');
    const rows = await protection.scout(
      flower,
      { pest: 'thrips', kind: 'insect', severity: 1, where: 'north wall', note: 'A few on the leaves' },
      member,
    );
    expect(rows).toHaveLength(2);
    expect(
      rows.map(({ runId, groupId, plantCount, share }) => ({ runId, groupId, plantCount, share })),
    ).toEqual([
      { runId: big._id, groupId: big.groups[0]!._id, plantCount: 40, share: 40 / 60 },
      { runId: small._id, groupId: small.groups[0]!._id, plantCount: 20, share: 20 / 60 },
    ]);
    expect(new Set(rows.map((row) => row.entryId)).size).toBe(1);
    expect(rows[0]).toMatchObject({
      roomId: flower,
      roomName: 'Flower Room A',
      at: NOW,
      pest: 'thrips',
      kind: 'insect',
      severity: 1,
      where: 'north wall',
      note: 'A few on the leaves',
      photos: [],
      taskId: null,
      by: { id: member.user._id, login: member.user.email },
    });
    const run = await crop.getRun(big._id);
    expect(run.scouting).toEqual([rows[0]]);
    expect(run.feedingTotals.scouting).toBe(1);
    expect((await crop.getRun(small._id)).scouting).toEqual([rows[1]]);
  });

  it('records the groups that stood in the room at `at`, with the plants they held then', async () => {
    const left = await growing(30);
    const group = left.groups[0]!;
    // Twelve plants lost after the sighting, then the rest moved out: both still count at its instant.
    const lossAt = '2026-04-18T10:00:00.000Z';
    expect(
      (
        await crop.call(member, 'POST', `/api/runs/${left._id}/groups/${group._id}/losses`, {
          count: 12,
          reason: 'pest',
          at: lossAt,
        })
      ).statusCode,
    ).toBe(200);
    await crop.move(left, group._id, { stage: 'flower', roomId: veg, at: '2026-04-19T10:00:00.000Z' });
    // A run that came in after the sighting is not on it.
    await crop.run({
      startedAt: '2026-04-18T00:00:00.000Z',
      groups: [{ strainId, plantCount: 5, roomId: flower, stage: 'veg' }],
    });
    const rows = await protection.scout(flower, { at: '2026-04-17T12:00:00.000Z' });
    expect(rows.map(({ runId, plantCount, share }) => ({ runId, plantCount, share }))).toEqual([
      { runId: left._id, plantCount: 30, share: 1 },
    ]);
    const now = await protection.scout(flower);
    expect(now.map((row) => row.plantCount)).toEqual([5]);
    const inVeg = await protection.scout(veg);
    expect(inVeg.map(({ runId, plantCount }) => ({ runId, plantCount }))).toEqual([
      { runId: left._id, plantCount: 18 },
    ]);
  });

  it('keeps an entry in a room where nothing grows as one row of its own', async () => {
    const done = await growing(8);
    await crop.move(done, done.groups[0]!._id, { stage: 'done', roomId: flower });
    const rows = await protection.scout(flower, { severity: 0, pest: 'none seen', kind: 'other' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ runId: null, groupId: null, plantCount: 0, share: 1, roomId: flower });
    const listed = (await crop.call(member, 'GET', `/api/rooms/${flower}/feeds`)).json<{
      scouting: Scouting[];
    }>();
    expect(listed.scouting).toEqual(rows);
  });

  it('answers photos uploaded first as signed private links; an id of no stored file is a 400', async () => {
    await growing(10);
    const photo = await protection.upload(member);
    const rows = await protection.scout(flower, { photos: [photo, photo] }, member);
    expect(rows[0]!.photos).toEqual([
      { publicId: photo, url: expect.stringContaining(`/api/files/${photo}/`) },
    ]);
    expect(rows[0]!.photos[0]!.url).toMatch(/signature=/);
    expect((await t.app.inject({ url: rows[0]!.photos[0]!.url })).statusCode).toBe(200);
    const unknown = await crop.call(member, 'POST', scoutingUrl(flower), {
      pest: 'mites',
      kind: 'mite',
      severity: 1,
      photos: [photo, 'f'.repeat(32)],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'files.unknown_reference',
      details: [{ path: 'body.photos.1', message: 'no such file' }],
    });
    expect((await crop.call(member, 'GET', `/api/rooms/${flower}/feeds`)).json().scouting).toHaveLength(1);
  });

  it("takes a plain user's photo at POST /api/scouting/photos, answered and stored as /api/upload does", async () => {
    await growing(10);
    const jpeg = { data: await solidImage('jpeg'), filename: 'leaf.jpg', contentType: 'image/jpeg' };
    // /api/upload is staff only: a plain user's scouting photos go here.
    const body = multipartForm({}, jpeg);
    const staffOnly = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...body.headers, ...member.auth },
    });
    expect(staffOnly.statusCode).toBe(403);
    const response = await protection.uploadPhoto(member, jpeg);
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = uploadResponseSchema.strict().parse(response.json());
    expect(uploaded.url).toMatch(new RegExp(`^/api/files/${uploaded.publicId}/display\\?.*signature=`));
    const stored = await t.database.db
      .selectFrom('files')
      .select(['owner_id', 'visibility', 'kind', 'type'])
      .where('public_id', '=', uploaded.publicId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      owner_id: member.user._id,
      visibility: 'private',
      kind: 'image',
      type: 'image/webp',
    });
    const rows = await protection.scout(flower, { photos: [uploaded.publicId] }, member);
    expect(rows[0]!.photos.map((photo) => photo.publicId)).toEqual([uploaded.publicId]);
    expect((await t.app.inject({ url: rows[0]!.photos[0]!.url })).statusCode).toBe(200);
  });

  it("refuses another user's photo at its place in the body; staff may name any stored file", async () => {
    await growing(10);
    const mine = await protection.upload(member);
    const theirs = await protection.upload(await t.createUser('user'));
    const refused = await crop.call(member, 'POST', scoutingUrl(flower), {
      pest: 'mites',
      kind: 'mite',
      severity: 1,
      photos: [mine, theirs, 'f'.repeat(32)],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'files.unknown_reference',
      details: [
        { path: 'body.photos.1', message: 'not a photo you uploaded' },
        { path: 'body.photos.2', message: 'no such file' },
      ],
    });
    expect((await crop.call(member, 'GET', `/api/rooms/${flower}/feeds`)).json().scouting).toEqual([]);
    const rows = await protection.scout(flower, { photos: [mine, theirs] }, staff);
    expect(rows[0]!.photos.map((photo) => photo.publicId)).toEqual([mine, theirs]);
  });

  it('refuses at POST /api/scouting/photos what /api/upload refuses, and takes an Idempotency-Key', async () => {
    const html = await protection.uploadPhoto(member, {
      data: Buffer.from('<!doctype html><script>alert(1)</script>'),
      filename: 'evil.jpg',
      contentType: 'image/jpeg',
    });
    expect([html.statusCode, html.json().code]).toEqual([415, 'upload.unsupported_type']);
    const png = { data: await solidImage('png') };
    expect((await protection.uploadPhoto(null, png)).statusCode).toBe(401);
    const twoFiles = multipartForm(
      {},
      { filename: 'a.png', contentType: 'image/png', ...png },
      {
        filename: 'b.png',
        contentType: 'image/png',
        ...png,
      },
    );
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/scouting/photos',
      payload: twoFiles.payload,
      headers: { ...twoFiles.headers, ...member.auth },
    });
    expect([two.statusCode, two.json().code]).toEqual([413, 'upload.too_many_files']);
    const files = () => t.database.db.selectFrom('files').select('public_id').execute();
    expect(await files()).toEqual([]);
    // Sent again from the offline queue under the same key: one file, the first answer.
    const key = { 'idempotency-key': '5f0c7d2e-3b1a-4e8f-9c6d-2a7b8e9f0a1b' };
    const first = await protection.uploadPhoto(member, png, key);
    const again = await protection.uploadPhoto(member, png, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await files()).toHaveLength(1);
  });

  it('refuses a severity outside 0-3, bad keys and a date in the future with details; 404 for no room', async () => {
    await growing(10);
    const cases: [object, string][] = [
      [{ severity: 4 }, 'body.severity'],
      [{ severity: -1 }, 'body.severity'],
      [{ severity: 1.5 }, 'body.severity'],
      [{ severity: '2' }, 'body.severity'],
      [{ kind: 'Mite' }, 'body.kind'],
      [{ pest: '   ' }, 'body.pest'],
      [{ photos: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'body.photos'],
      [{ at: '2026-04-20T10:00:00.000Z' }, 'body.at'],
    ];
    for (const [change, path] of cases) {
      const body = { pest: 'mites', kind: 'mite', severity: 1, ...change };
      const response = await crop.call(member, 'POST', scoutingUrl(flower), body);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json(), JSON.stringify(change)).toMatchObject({
        code: 'validation.failed',
        details: [{ path }],
      });
    }
    const noRoom = await crop.call(member, 'POST', scoutingUrl('nope'), {
      pest: 'x',
      kind: 'mite',
      severity: 1,
    });
    expect([noRoom.statusCode, noRoom.json().code]).toEqual([404, 'rooms.not_found']);
    const anonymous = await crop.call(null, 'POST', scoutingUrl(flower), {
      pest: 'x',
      kind: 'mite',
      severity: 1,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await crop.call(member, 'GET', `/api/rooms/${flower}/feeds`)).json().scouting).toEqual([]);
  });

  it("opens one follow-up task at severity 2 or more, in the recorder's language, due the next site day", async () => {
    const run = await growing(40);
    const other = await growing(20);
    // 23:30 on the 19th in Jerusalem: the next site day is the 20th.
    const at = '2026-04-19T20:30:00.000Z';
    const moderate = await protection.scout(flower, { severity: 2, at }, member);
    expect(moderate).toHaveLength(2);
    const taskId = moderate[0]!.taskId!;
    expect(moderate.every((row) => row.taskId === taskId)).toBe(true);
    expect(await taskOf(taskId)).toMatchObject({
      description: 'Follow up: spider mites (severity 2) in Flower Room A',
      priority: 'normal',
      dueAt: '2026-04-20',
      links: { runId: run._id, groupId: run.groups[0]!._id, roomId: flower, cuttingId: null, deviceId: null },
      createdBy: { id: member.user._id },
    });
    expect((await crop.getRun(other._id)).scouting[0]!.taskId).toBe(taskId);
    // In the recorder's language (their notification settings'), high at the worst severity.
    const settings = await crop.call(staff, 'PUT', '/api/me/notifications', {
      channels: { telegram: false, email: false, push: false },
      quietHours: null,
      minSeverity: 'warning',
      language: 'ru',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const severe = await protection.scout(flower, { severity: 3, pest: 'botrytis', kind: 'fungus' });
    expect(await taskOf(severe[0]!.taskId!)).toMatchObject({
      description: 'Проверить: botrytis (степень 3), Flower Room A',
      priority: 'high',
      dueAt: '2026-04-21',
      createdBy: { id: staff.user._id },
    });
    // Below 2: no task.
    expect((await protection.scout(flower, { severity: 1 }))[0]!.taskId).toBeNull();
    const tasks = (await crop.call(member, 'GET', '/api/tasks')).json<Task[]>();
    expect(tasks.map((task) => task._id).sort()).toEqual([taskId, severe[0]!.taskId].sort());
  });

  it('takes a sighting queued offline once: a replay makes no second entry and no second task', async () => {
    await growing(40);
    const headers = { ...member.auth, 'idempotency-key': '2b8c1e4f-7a3d-4c6b-9e1f-0d2a3b4c5d6e' };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: scoutingUrl(flower),
        headers,
        payload: { pest: 'spider mites', kind: 'mite', severity: 2, at: '2026-04-20T07:00:00.000Z' },
      });
    const first = await send();
    t.clock.advance(60_000);
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const listed = (await crop.call(member, 'GET', `/api/rooms/${flower}/feeds`)).json<{
      scouting: Scouting[];
    }>();
    expect(listed.scouting).toHaveLength(1);
    expect((await crop.call(member, 'GET', '/api/tasks')).json<Task[]>()).toHaveLength(1);
  });

  it("audits each entry against its room, in the recorder's name", async () => {
    const run = await growing(40);
    const photo = await protection.upload(member);
    const rows = await protection.scout(flower, { severity: 2, where: 'bench 3', photos: [photo] }, member);
    const entries = (await storedEntries(t)).filter(
      (entry) => entry.entity === 'room' && entry.action === 'update',
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: member.user._id,
      entityId: flower,
      summary: 'Room "Flower Room A": spider mites scouted, severity 2',
    });
    expect(entries[0]!.changes).toEqual({
      [`scouting.${rows[0]!.entryId}`]: [
        null,
        { pest: 'spider mites', kind: 'mite', severity: 2, where: 'bench 3', photos: [photo] },
      ],
      [`scouting.${rows[0]!.entryId}.groupIds`]: [null, [run.groups[0]!._id]],
    });
    const stored = await t.database.db
      .selectFrom('audit_log')
      .select(['summary_event', 'summary_values'])
      .where('id', '=', entries[0]!.id)
      .executeTakeFirstOrThrow();
    expect(stored.summary_event).toBe('scouted');
    expect(JSON.parse(stored.summary_values ?? '{}')).toEqual({ label: 'Flower Room A', count: 2 });
    // The follow-up task is audited by the tasks module, as any task.
    expect((await storedEntries(t, 'create')).filter((entry) => entry.entity === 'task')).toHaveLength(1);
  });
});
