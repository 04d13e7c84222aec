import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { solidImage } from '../testing/images.ts';
import { multipart, multipartForm } from '../testing/multipart.ts';
import { countRows } from '../testing/row-count.ts';
import { createTestContext, type TestContext, type TestUser } from '../testing/test-app.ts';
import { DIALECTS } from '../testing/test-databases.ts';
import { IDEMPOTENCY_KEY_TTL_MS } from './idempotency.ts';

type Table = 'bugs' | 'files' | 'strain_diary_entries' | 'cutting_log_entries' | 'idempotency_keys';

const replayed = (response: LightMyRequestResponse) => response.headers['idempotent-replayed'];

describe.each(DIALECTS)('Idempotency-Key on %s', (dialect) => {
  let t: TestContext;
  let staff: TestUser;
  let other: TestUser;
  let strainId: string;
  beforeAll(async () => {
    t = await createTestContext(dialect);
    staff = await t.createUser('superuser');
    other = await t.createUser('superuser');
    const strain = await t.app.inject({
      method: 'POST',
      url: '/api/admin/strains',
      headers: staff.auth,
      payload: { name: 'Lemon Haze', slug: 'lemon-haze' },
    });
    strainId = strain.json<{ _id: string }>()._id;
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const rows = (table: Table) => countRows(t.database.db, table);
  const post = (url: string, payload: object, key?: string, who: TestUser = staff) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...who.auth, ...(key && { 'idempotency-key': key }) },
      payload,
    });
  const newBug = (key?: string, description = 'Fan rattles', who: TestUser = staff) =>
    post('/api/bugs', { description }, key, who);
  const upload = async (key: string, photo: Buffer, who: TestUser = staff) => {
    // multipart() draws a new boundary each time, as a browser does when it sends a form again.
    const form = multipart({ filename: 'leaf.png', contentType: 'image/png', data: photo });
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...who.auth, ...form.headers, 'idempotency-key': key },
      payload: form.payload,
    });
  };

  it('answers a repeated diary entry with the first answer and stores it once', async () => {
    const key = randomUUID();
    const before = await rows('strain_diary_entries');
    const url = `/api/admin/strains/${strainId}/diary`;
    const first = await post(url, { note: 'Topped today' }, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(replayed(first)).toBeUndefined();
    const second = await post(url, { note: 'Topped today' }, key);
    expect(second.statusCode).toBe(201);
    expect(replayed(second)).toBe('true');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(await rows('strain_diary_entries')).toBe(before + 1);
  });

  it('answers a repeated new bug with the first answer and stores it once', async () => {
    const key = randomUUID();
    const before = await rows('bugs');
    const first = await newBug(key);
    const second = await newBug(key.toUpperCase());
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(replayed(second)).toBe('true');
    expect(await rows('bugs')).toBe(before + 1);
  });

  it('answers a repeated upload with the first answer whatever the boundary, and tells photos apart', async () => {
    const key = randomUUID();
    const photo = await solidImage('png');
    const before = await rows('files');
    const first = await upload(key, photo);
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(key, photo);
    expect(second.statusCode).toBe(201);
    expect(replayed(second)).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await rows('files')).toBe(before + 1);

    const another = await upload(key, await solidImage('png', 65, 48));
    expect(another.statusCode).toBe(422);
    expect(another.json()).toMatchObject({ code: 'idempotency.key_reused' });
    expect(await rows('files')).toBe(before + 1);
  });

  it('answers a repeated cutting log entry with a photo once', async () => {
    const cutting = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cuttings',
      headers: staff.auth,
      payload: { code: 'IDEM-1', strainId },
    });
    const cuttingId = cutting.json<{ _id: string }>()._id;
    const photo = await solidImage('jpeg');
    const send = () => {
      const form = multipartForm(
        { event: 'move', notes: 'To room B' },
        { field: 'photo', filename: 'move.jpg', contentType: 'image/jpeg', data: photo },
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/${cuttingId}/log`,
        headers: { ...staff.auth, ...form.headers, 'idempotency-key': key },
        payload: form.payload,
      });
    };
    const key = randomUUID();
    const before = await rows('cutting_log_entries');
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const second = await send();
    expect([second.statusCode, replayed(second), second.body]).toEqual([201, 'true', first.body]);
    expect(await rows('cutting_log_entries')).toBe(before + 1);
  });

  it('runs two requests sent at once with one key once: the other gets the answer or 409', async () => {
    const key = randomUUID();
    const before = await rows('bugs');
    const answers = await Promise.all([newBug(key), newBug(key), newBug(key)]);
    const created = answers.filter((answer) => answer.statusCode === 201);
    const busy = answers.filter((answer) => answer.statusCode === 409);
    expect(created.length + busy.length).toBe(answers.length);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.body)).size).toBe(1);
    for (const answer of busy) expect(answer.json()).toMatchObject({ code: 'idempotency.in_progress' });
    expect(await rows('bugs')).toBe(before + 1);
    const later = await newBug(key);
    expect([later.statusCode, later.body]).toEqual([201, created[0]?.body]);
  });

  it('refuses the key with a different body or route, and lets another user use it for their own', async () => {
    const key = randomUUID();
    const before = await rows('bugs');
    expect((await newBug(key, 'Pump leaks')).statusCode).toBe(201);
    const changed = await newBug(key, 'Pump leaks badly');
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'idempotency.key_reused' });
    const elsewhere = await post('/api/tasks', { description: 'Pump leaks' }, key);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({ code: 'idempotency.key_reused' });

    const theirs = await newBug(key, 'Pump leaks badly', other);
    expect(theirs.statusCode).toBe(201);
    expect(replayed(theirs)).toBeUndefined();
    expect(theirs.json()).toMatchObject({ description: 'Pump leaks badly' });
    expect(await rows('bugs')).toBe(before + 2);
  });

  it('refuses a key that is not a UUID, and behaves as before without one', async () => {
    const bad = await newBug('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation.failed' });
    const before = await rows('bugs');
    expect((await newBug()).statusCode).toBe(201);
    expect((await newBug()).statusCode).toBe(201);
    expect(await rows('bugs')).toBe(before + 2);
  });

  it('asks the policy first: a caller without rights is refused and leaves no key', async () => {
    const plain = await t.createUser('user');
    const keys = await rows('idempotency_keys');
    const refused = await upload(randomUUID(), await solidImage('png'), plain);
    expect(refused.statusCode).toBe(403);
    const badKey = await upload('not-a-uuid', await solidImage('png'), plain);
    expect(badKey.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/bugs',
      headers: { 'idempotency-key': 'not-a-uuid' },
      payload: { description: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await rows('idempotency_keys')).toBe(keys);
  });

  it('frees the key of a request that failed with a 5xx, and replays a 4xx', async () => {
    const key = randomUUID();
    const before = await rows('bugs');
    vi.spyOn(t.services.bugs, 'create').mockRejectedValueOnce(new Error('disk on fire'));
    const failed = await newBug(key);
    expect(failed.statusCode).toBe(500);
    const retried = await newBug(key);
    expect(retried.statusCode).toBe(201);
    expect(replayed(retried)).toBeUndefined();
    expect(await rows('bugs')).toBe(before + 1);

    const refusedKey = randomUUID();
    const missing = await post('/api/admin/strains/no-such-strain/diary', { note: 'x' }, refusedKey);
    expect(missing.statusCode).toBe(404);
    const again = await post('/api/admin/strains/no-such-strain/diary', { note: 'x' }, refusedKey);
    expect([again.statusCode, replayed(again), again.body]).toEqual([404, 'true', missing.body]);
  });

  it('keeps keys a day, then the sweep removes them and the key runs anew', async () => {
    const key = randomUUID();
    const before = await rows('bugs');
    const first = await newBug(key, 'Light flickers');
    t.clock.advance(IDEMPOTENCY_KEY_TTL_MS - 60_000);
    await t.services.idempotency.sweep();
    // A day outlives the session, not the key: keys belong to the user, whichever session sends them.
    const token = await t.login(staff.user.email, staff.password);
    const again: TestUser = { ...staff, token, auth: { authorization: `Bearer ${token}` } };
    const kept = await newBug(key, 'Light flickers', again);
    expect([kept.statusCode, replayed(kept), kept.body]).toEqual([201, 'true', first.body]);

    t.clock.advance(2 * 60_000);
    expect(await t.services.idempotency.sweep()).toBeGreaterThanOrEqual(1);
    const stored = await t.database.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', key)
      .execute();
    expect(stored).toEqual([]);
    const anew = await newBug(key, 'Light flickers', again);
    expect(anew.statusCode).toBe(201);
    expect(replayed(anew)).toBeUndefined();
    expect(await rows('bugs')).toBe(before + 2);
  });

  it('runs the sweep as a registered singleton job', () => {
    expect(t.services.jobs.names()).toContain('idempotency-sweep');
  });
});
