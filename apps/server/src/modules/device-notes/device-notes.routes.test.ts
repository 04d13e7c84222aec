import type { Annotation } from '@canopy/shared/schemas/annotations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { cuttingClient } from '../../testing/cutting-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { createDeviceCommandsRepository } from '../device-commands/device-commands.repository.ts';

const DEVICE = 'e4e4e4e4e4e4e4e4e4e4e4e4';
const OTHER = 'f5f5f5f5f5f5f5f5f5f5f5f5';
const MIN = 60_000;
const HOUR = 3_600_000;
const BASE = Date.UTC(2026, 5, 1, 6, 0);
const iso = (ms: number) => new Date(ms).toISOString();

type Method = 'GET' | 'POST' | 'DELETE';

describe.each(DIALECTS)('device annotations and notes on %s', (dialect) => {
  let t: TestContext;
  let grower: TestUser;
  let other: TestUser;
  let superuser: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestContext(dialect);
    grower = await t.createUser('user', 'grower@example.test');
    other = await t.createUser('user', 'other@example.test');
    superuser = await t.createUser('superuser');
    admin = await t.createUser('admin');
    await t.database.db
      .insertInto('devices')
      .values([
        { id: DEVICE, name: 'Veg_Room', kind: 'climate', alerts_enabled: 1, updated_at: iso(BASE) },
        { id: OTHER, name: 'Flower_Room', kind: 'climate', alerts_enabled: 1, updated_at: iso(BASE) },
      ])
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (who: TestUser | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload && { payload }) });
  const annotations = async (from: number | string, to: number | string, device = DEVICE) => {
    const response = await call(grower, 'GET', `/api/devices/${device}/annotations?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Annotation[]>();
  };
  const addNote = async (who: TestUser, body: object, device = DEVICE) => {
    const response = await call(who, 'POST', `/api/devices/${device}/notes`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Annotation>();
  };

  /** Written through the repository the device functions and the firmware flash write through. */
  async function command(
    at: number,
    functionName: string,
    arg: string,
    user: TestUser | null,
    error?: string,
  ) {
    const id = newId(at);
    await createDeviceCommandsRepository(t.database.db).insert({
      id,
      device_id: DEVICE,
      user_id: user?.user._id ?? null,
      user_email: null,
      function_name: functionName,
      arg,
      return_value: error ? null : 1,
      error: error ?? null,
      created_at: iso(at),
    });
    return id;
  }

  async function alert(openedAt: number, resolvedAt: number | null, device = DEVICE) {
    const id = newId(openedAt);
    await t.database.db
      .insertInto('alerts')
      .values({
        id,
        rule_id: `rule-${id}`,
        rule_name: 'Too hot',
        kind: 'threshold',
        severity: 'warning',
        device_id: device,
        device_name: 'Veg_Room',
        device_type: 'climate',
        metric: 'temperature',
        state: resolvedAt === null ? 'open' : 'resolved',
        resolved: resolvedAt === null ? 0 : 1,
        value: 30.5,
        limit_value: 27,
        direction: 'above',
        opened_at: iso(openedAt),
        resolved_at: resolvedAt === null ? null : iso(resolvedAt),
        resolution: resolvedAt === null ? null : 'cleared',
        last_notified_ms: openedAt,
      })
      .execute();
    return id;
  }

  it('shows a command, a flash, an alert and a note at their times, and only inside [from, to]', async () => {
    const start = BASE;
    const toggled = await command(start + 10 * MIN, 'toggleSocket', '2,on', grower);
    const flashed = await command(start + 20 * MIN, 'flash', 'climate-9.9.9.bin', admin);
    const failed = await command(start + 25 * MIN, 'softReset', '', null, 'devices.offline');
    const opened = await alert(start + 30 * MIN, start + 50 * MIN);
    const note = await addNote(grower, { ts: start + 40 * MIN, text: 'Raised the lamp' });
    // Outside the range, or another device's.
    await command(start - MIN, 'toggleSocket', '1,off', grower);
    await alert(start - 2 * HOUR, start - HOUR);
    await alert(start + 15 * MIN, null, OTHER);
    await addNote(grower, { ts: start + 40 * MIN, text: 'Other room' }, OTHER);

    const all = await annotations(start, start + HOUR);
    expect(all).toEqual([
      {
        id: toggled,
        ts: start + 10 * MIN,
        kind: 'command',
        text: 'toggleSocket(2,on)',
        by: 'grower@example.test',
        authorId: grower.user._id,
      },
      {
        id: flashed,
        ts: start + 20 * MIN,
        kind: 'flash',
        text: 'climate-9.9.9.bin',
        by: admin.user.email,
        authorId: admin.user._id,
      },
      {
        id: failed,
        ts: start + 25 * MIN,
        kind: 'command',
        text: 'softReset(): failed (devices.offline)',
        by: null,
        authorId: null,
      },
      {
        id: opened,
        ts: start + 30 * MIN,
        kind: 'alert',
        text: 'Too hot (temperature 30.5 > 27)',
        by: null,
        authorId: null,
      },
      {
        id: note.id,
        ts: start + 40 * MIN,
        kind: 'note',
        text: 'Raised the lamp',
        by: 'grower@example.test',
        authorId: grower.user._id,
      },
      {
        id: opened,
        ts: start + 50 * MIN,
        kind: 'alert',
        text: 'Too hot: resolved (cleared)',
        by: null,
        authorId: null,
      },
    ]);

    // Both ends are included; a millisecond outside leaves the mark out.
    const kinds = async (from: number, to: number) => (await annotations(from, to)).map((a) => a.kind);
    expect(await kinds(start + 10 * MIN, start + 20 * MIN)).toEqual(['command', 'flash']);
    expect(await kinds(start + 10 * MIN + 1, start + 20 * MIN - 1)).toEqual([]);
    expect(await kinds(start + 35 * MIN, start + 45 * MIN)).toEqual(['note']);
    // An alert opened before the range and resolved inside it shows its resolution only.
    expect((await annotations(start + 45 * MIN, start + 55 * MIN)).map((a) => a.text)).toEqual([
      'Too hot: resolved (cleared)',
    ]);
    // ISO 8601 reads as the same range.
    expect(await annotations(iso(start), iso(start + HOUR))).toEqual(all);
  });

  it("shows the diary and log entries of cuttings at a location named as the device, and no other's", async () => {
    const client = cuttingClient(t, admin);
    const strainId = (await client.strain())._id;
    const here = await client.cutting(strainId, { code: 'V-1', location: ' veg  room ' });
    const elsewhere = await client.cutting(strainId, { code: 'F-1', location: 'Flower room' });
    const unplaced = await client.cutting(strainId, { code: 'N-1' });

    const at = Date.parse('2026-06-03T09:00:00.000Z');
    t.clock.advance(at - t.clock.now().getTime());
    for (const cutting of [here, elsewhere, unplaced]) {
      const logged = await client.log(admin, cutting._id, { event: 'transplant', notes: '11 l pot' });
      expect(logged.statusCode, logged.body).toBe(201);
    }
    t.clock.advance(5 * MIN);
    const diary = await call(admin, 'POST', `/api/admin/cuttings/${here._id}/diary`, { note: 'First roots' });
    expect(diary.statusCode, diary.body).toBe(201);

    const found = await annotations(at - HOUR, at + HOUR);
    expect(found).toEqual([
      expect.objectContaining({
        ts: at,
        kind: 'log',
        text: 'V-1: transplant - 11 l pot',
        by: admin.user.email,
      }),
      expect.objectContaining({ ts: at + 5 * MIN, kind: 'diary', text: 'V-1: First roots' }),
    ]);
    // The flower room's device sees its own cutting.
    const flower = await annotations(at - HOUR, at + HOUR, OTHER);
    expect(flower.map((a) => a.text)).toEqual(['F-1: transplant - 11 l pot']);
  });

  it('takes the author from the token, and the time from the clock when none is given', async () => {
    const note = await addNote(grower, {
      text: '  Flushed the pots  ',
      by: 'admin@example.test',
      authorId: admin.user._id,
      author_id: admin.user._id,
      id: 'chosen-id',
      kind: 'command',
    });
    expect(note).toEqual({
      id: expect.any(String),
      ts: t.clock.now().getTime(),
      kind: 'note',
      text: 'Flushed the pots',
      by: 'grower@example.test',
      authorId: grower.user._id,
    });
    expect(note.id).not.toBe('chosen-id');
    const atIso = await addNote(grower, { ts: '2026-06-01T09:30:00+03:00', text: 'ISO time' });
    expect(atIso.ts).toBe(Date.parse('2026-06-01T06:30:00.000Z'));
  });

  it('lets a user delete their own notes only; a superuser or an admin deletes any', async () => {
    const mine = await addNote(grower, { ts: BASE + 5 * HOUR, text: 'Mine' });
    const refused = await call(other, 'DELETE', `/api/devices/${DEVICE}/notes/${mine.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth.forbidden' });
    const stillThere = await annotations(BASE + 5 * HOUR, BASE + 5 * HOUR + 1);
    expect(stillThere.map((a) => a.id)).toEqual([mine.id]);

    const own = await call(grower, 'DELETE', `/api/devices/${DEVICE}/notes/${mine.id}`);
    expect(own.statusCode).toBe(204);
    expect(own.body).toBe('');
    expect(await annotations(BASE + 5 * HOUR, BASE + 5 * HOUR + 1)).toEqual([]);

    for (const staff of [superuser, admin]) {
      const theirs = await addNote(other, { ts: BASE + 6 * HOUR, text: 'Theirs' });
      expect((await call(staff, 'DELETE', `/api/devices/${DEVICE}/notes/${theirs.id}`)).statusCode).toBe(204);
    }
    expect(await annotations(BASE + 6 * HOUR, BASE + 6 * HOUR + 1)).toEqual([]);
  });

  it('answers 404 for an unknown device or note, and for a note of another device', async () => {
    const note = await addNote(grower, { ts: BASE + 7 * HOUR, text: 'Here' });
    const cases: [Method, string, object | undefined, string][] = [
      ['GET', `/api/devices/nosuchdevice/annotations?from=0&to=1`, undefined, 'devices.not_found'],
      ['POST', `/api/devices/nosuchdevice/notes`, { text: 'x' }, 'devices.not_found'],
      ['DELETE', `/api/devices/nosuchdevice/notes/${note.id}`, undefined, 'devices.not_found'],
      ['DELETE', `/api/devices/${DEVICE}/notes/no-such-note`, undefined, 'devices.note_not_found'],
      ['DELETE', `/api/devices/${OTHER}/notes/${note.id}`, undefined, 'devices.note_not_found'],
    ];
    for (const [method, url, payload, code] of cases) {
      const response = await call(grower, method, url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code });
    }
    // Device ids are case-insensitive, as everywhere else.
    expect(
      (await call(grower, 'DELETE', `/api/devices/${DEVICE.toUpperCase()}/notes/${note.id}`)).statusCode,
    ).toBe(204);
  });

  it('refuses a bad range, a blank note and a note over 1,000 characters', async () => {
    const cases: [Method, string, object | undefined][] = [
      ['GET', `/api/devices/${DEVICE}/annotations?from=${BASE + HOUR}&to=${BASE}`, undefined],
      ['GET', `/api/devices/${DEVICE}/annotations?from=${BASE}&to=${BASE}`, undefined],
      ['GET', `/api/devices/${DEVICE}/annotations?from=yesterday&to=${BASE}`, undefined],
      ['GET', `/api/devices/${DEVICE}/annotations?to=${BASE}`, undefined],
      ['POST', `/api/devices/${DEVICE}/notes`, { text: '   ' }],
      ['POST', `/api/devices/${DEVICE}/notes`, {}],
      ['POST', `/api/devices/${DEVICE}/notes`, { text: 'x'.repeat(1001) }],
      ['POST', `/api/devices/${DEVICE}/notes`, { text: 'ok', ts: -1 }],
      ['POST', `/api/devices/${DEVICE}/notes`, { text: 'ok', ts: 'soon' }],
    ];
    for (const [method, url, payload] of cases) {
      const response = await call(grower, method, url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation.failed' });
    }
    // Exactly 1,000 characters is a note.
    await addNote(grower, { ts: BASE + 8 * HOUR, text: 'x'.repeat(1000) });
  });

  it('answers 401 without a token', async () => {
    const note = await addNote(grower, { ts: BASE + 9 * HOUR, text: 'Kept' });
    for (const [method, url, payload] of [
      ['GET', `/api/devices/${DEVICE}/annotations?from=0&to=1`, undefined],
      ['POST', `/api/devices/${DEVICE}/notes`, { text: 'Anonymous' }],
      ['DELETE', `/api/devices/${DEVICE}/notes/${note.id}`, undefined],
    ] as const) {
      const response = await call(null, method, url, payload);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.unauthenticated' });
    }
    expect((await annotations(BASE + 9 * HOUR, BASE + 10 * HOUR)).map((a) => a.id)).toEqual([note.id]);
  });
});
