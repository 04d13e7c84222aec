import type { AlertRuleBody } from '@canopy/shared/schemas/alerts';
import { describe, expect, it } from 'vitest';
import {
  CLIMATE_ID,
  createRule,
  MINUTE,
  SOIL_ID,
  storeClimate,
  storeSoil,
  TOO_HOT,
  unresolved,
  withoutDefaultRules,
} from '../../testing/alert-fixtures.ts';
import type { TestUser } from '../../testing/test-app.ts';
import { ONE_OF_EACH_ROLE, signedInSuite } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const hot: AlertRuleBody = TOO_HOT;

describe.each(DIALECTS)('alert rules and alerts over HTTP on %s', (dialect) => {
  const { t, admin, superuser, member } = signedInSuite(dialect, ONE_OF_EACH_ROLE, { per: 'test' });

  const post = (user: TestUser | null, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: user?.auth ?? {} });

  it('starts a new database with the default rules', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/alert-rules', headers: member.auth });
    expect(response.statusCode).toBe(200);
    const rules = response.json<
      {
        kind: string;
        deviceType: string;
        metric: string | null;
        forMinutes: number;
        severity: string;
        useDeviceThresholds: boolean;
      }[]
    >();
    const summary = rules.map((r) => [
      r.kind,
      r.deviceType,
      r.metric,
      r.forMinutes,
      r.severity,
      r.useDeviceThresholds,
    ]);
    expect(summary).toEqual(
      expect.arrayContaining([
        ['threshold', 'climate', 'temperature', 10, 'warning', true],
        ['threshold', 'climate', 'humidity', 10, 'warning', true],
        ['threshold', 'climate', 'co2', 10, 'warning', true],
        ['stale', 'climate', null, 20, 'critical', false],
        ['stale', 'soil', null, 20, 'critical', false],
        ['stale', 'water', null, 20, 'critical', false],
        ['leak', 'water', null, 15, 'critical', false],
      ]),
    );
  });

  it('gives a new climate device its power rule, on as its alerts toggle', async () => {
    await storeClimate(t);
    await t.services.alerts.sweep();
    const rules = (
      await t.app.inject({ method: 'GET', url: '/api/alert-rules', headers: member.auth })
    ).json();
    expect(rules).toContainEqual(
      expect.objectContaining({
        kind: 'power',
        deviceId: CLIMATE_ID,
        enabled: true,
        builtin: true,
        severity: 'critical',
      }),
    );
  });

  it('lets staff create, replace and delete rules, with the defaults filled in', async () => {
    const created = await post(superuser, '/api/alert-rules', hot);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ...hot,
      deviceId: null,
      min: null,
      forMinutes: 0,
      clearMinutes: 2,
      repeatMinutes: 30,
      severity: 'warning',
      period: 'always',
      enabled: true,
      builtin: false,
    });
    const id = created.json<{ _id: string }>()._id;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/alert-rules/${id}`,
      headers: admin.auth,
      payload: { ...hot, max: 30, severity: 'critical' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ _id: id, max: 30, severity: 'critical' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/alert-rules/${id}`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/alert-rules/${id}`,
      headers: admin.auth,
    });
    expect(again.json()).toMatchObject({ code: 'alerts.rule_not_found' });
    expect(again.statusCode).toBe(404);
  });

  it('refuses rule writes to plain users (403) and anonymous callers (401), and lets them read', async () => {
    expect((await post(member, '/api/alert-rules', hot)).statusCode).toBe(403);
    expect((await post(null, '/api/alert-rules', hot)).statusCode).toBe(401);
    const rule = await createRule(t, admin, hot);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/alert-rules/${rule._id}`,
      headers: member.auth,
      payload: hot,
    });
    expect(put.json()).toMatchObject({ code: 'auth.forbidden' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/alert-rules/${rule._id}`,
      headers: member.auth,
    });
    expect(del.statusCode).toBe(403);
    expect((await post(member, '/api/alert-rules/preview', hot)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/alert-rules', headers: member.auth })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['a metric of another device type', { ...hot, metric: 'ph' }, 'body.metric'],
    ['min above max', { ...hot, min: 30, max: 20 }, 'body.min'],
    ['no limit at all', { ...hot, max: null }, 'body.min'],
    ['a hold past a day', { ...hot, forMinutes: 1441 }, 'body.forMinutes'],
    ['a negative hold', { ...hot, forMinutes: -1 }, 'body.forMinutes'],
    ['hysteresis past an hour', { ...hot, clearMinutes: 61 }, 'body.clearMinutes'],
    ['repeats past a day', { ...hot, repeatMinutes: 1441 }, 'body.repeatMinutes'],
    ['an unknown kind', { ...hot, kind: 'flood' }, 'body.kind'],
    ['an unknown severity', { ...hot, severity: 'info' }, 'body.severity'],
    ['an empty name', { ...hot, name: '  ' }, 'body.name'],
    ['a text limit', { ...hot, max: '26' }, 'body.max'],
    [
      'device thresholds on VPD',
      { ...hot, metric: 'vpd', max: null, useDeviceThresholds: true },
      'body.useDeviceThresholds',
    ],
    ['device thresholds and a limit', { ...hot, useDeviceThresholds: true }, 'body.min'],
    ['a day period on soil', { ...hot, deviceType: 'soil', metric: 'ph', period: 'day' }, 'body.period'],
    ['a leak on a climate device', { name: 'L', kind: 'leak', deviceType: 'climate' }, 'body.deviceType'],
    ['a power rule on water', { name: 'P', kind: 'power', deviceType: 'water' }, 'body.deviceType'],
    [
      'a stale rule of 0 minutes',
      { name: 'S', kind: 'stale', deviceType: 'soil', forMinutes: 0 },
      'body.forMinutes',
    ],
    [
      'a stale rule past a week',
      { name: 'S', kind: 'stale', deviceType: 'soil', forMinutes: 10081 },
      'body.forMinutes',
    ],
    [
      'a stale rule with a metric',
      { name: 'S', kind: 'stale', deviceType: 'soil', forMinutes: 5, metric: 'ph' },
      'body.metric',
    ],
    ['a device id that is not one', { ...hot, deviceId: 'kitchen' }, 'body.deviceId'],
  ])('refuses %s with 400 and the field in details', async (_what, body, path) => {
    const response = await post(admin, '/api/alert-rules', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation.failed' });
    expect(response.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('answers 404 for an unknown device and 400 for a device of another type', async () => {
    const unknown = await post(admin, '/api/alert-rules', { ...hot, deviceId: 'ffffffffffffffffffffffff' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'devices.not_found' });
    await storeSoil(t);
    const wrong = await post(admin, '/api/alert-rules', { ...hot, deviceId: SOIL_ID });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([expect.objectContaining({ path: 'body.deviceId' })]);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/alert-rules/no-such-rule',
      headers: admin.auth,
      payload: hot,
    });
    expect(put.statusCode).toBe(404);
  });

  it('keeps a power rule on its device', async () => {
    await storeClimate(t);
    await t.services.alerts.sweep();
    const rules = (await t.app.inject({ method: 'GET', url: '/api/alert-rules', headers: admin.auth })).json<
      { _id: string; kind: string }[]
    >();
    const power = rules.find((r) => r.kind === 'power')!;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/alert-rules/${power._id}`,
      headers: admin.auth,
      payload: { name: 'P', kind: 'power', deviceType: 'climate', deviceId: null },
    });
    expect(moved.statusCode).toBe(400);
  });

  it('switches a power rule off and deletes it, the device toggle following, and keeps answering', async () => {
    await storeClimate(t);
    await t.services.alerts.sweep();
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/alert-rules', headers: admin.auth })).json<
        { _id: string; kind: string; name: string; enabled: boolean }[]
      >();
    const power = (await list()).find((r) => r.kind === 'power')!;
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/alert-rules/${power._id}`,
      headers: admin.auth,
      payload: {
        name: power.name,
        kind: 'power',
        deviceType: 'climate',
        deviceId: CLIMATE_ID,
        enabled: false,
      },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/alert-rules/${power._id}`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(204);
    // The database is free again: a rule's audit entry once read the device outside its transaction,
    // which on SQLite's one connection waited for itself and froze every later query.
    const devices = await t.app.inject({ method: 'GET', url: '/api/devices/active', headers: admin.auth });
    expect(devices.statusCode).toBe(200);
    const entries = await t.app.inject({
      method: 'GET',
      url: '/api/audit?entity=alert_rule',
      headers: admin.auth,
    });
    expect(entries.statusCode).toBe(200);
  });

  it('previews which devices a rule would flag now, storing nothing', async () => {
    await withoutDefaultRules(t);
    await storeClimate(t, { temperature: 28 });
    await storeClimate(t, { temperature: 24 }, 'dddddddddddddddddddddddd');
    const response = await post(admin, '/api/alert-rules/preview', hot);
    expect(response.statusCode).toBe(200);
    expect(response.json().devices).toEqual(
      expect.arrayContaining([
        { deviceId: CLIMATE_ID, deviceName: 'Flower_Room_A', condition: 'breach', value: 28, limit: 26 },
        expect.objectContaining({ deviceId: 'dddddddddddddddddddddddd', condition: 'clear', value: 24 }),
      ]),
    );
    expect(await unresolved(t)).toEqual([]);
  });

  describe('alerts', () => {
    async function openAlerts(count: number) {
      await withoutDefaultRules(t);
      await createRule(t, admin, { ...hot, clearMinutes: 0 });
      for (let i = 0; i < count; i += 1) {
        await storeClimate(t, { temperature: 28 }, `${String(i).padStart(2, '0')}${'e'.repeat(22)}`);
        t.clock.advance(MINUTE);
      }
    }

    it('lists unresolved first, then newest, in pages with a cursor', async () => {
      await openAlerts(5);
      // Resolve the newest: it sorts after every unresolved one.
      await storeClimate(t, { temperature: 20 }, `04${'e'.repeat(22)}`);
      const page = (cursor?: string) =>
        t.app.inject({
          method: 'GET',
          url: `/api/alerts?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          headers: member.auth,
        });
      const seen: [string, string][] = [];
      let cursor: string | undefined;
      for (let i = 0; i < 3; i += 1) {
        const body = (await page(cursor)).json<{
          items: { deviceId: string; state: string }[];
          nextCursor: string | null;
        }>();
        seen.push(...body.items.map((a): [string, string] => [a.deviceId.slice(0, 2), a.state]));
        cursor = body.nextCursor ?? undefined;
      }
      expect(seen).toEqual([
        ['03', 'open'],
        ['02', 'open'],
        ['01', 'open'],
        ['00', 'open'],
        ['04', 'resolved'],
      ]);
      expect(cursor).toBeUndefined();
    });

    it('filters by state, device, kind, severity and time', async () => {
      await openAlerts(3);
      await storeClimate(t, { temperature: 20 }, `00${'e'.repeat(22)}`);
      const get = async (query: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/alerts?${query}`, headers: member.auth })).json<{
          items: { deviceId: string }[];
        }>().items.length;
      expect(await get('state=resolved')).toBe(1);
      expect(await get('state=unresolved')).toBe(2);
      expect(await get('state=open')).toBe(2);
      expect(await get(`deviceId=01${'E'.repeat(22)}`)).toBe(1);
      expect(await get('kind=stale')).toBe(0);
      expect(await get('severity=warning')).toBe(3);
      const from = t.clock.now().getTime() - 2 * MINUTE;
      expect(await get(`from=${from}`)).toBe(2);
      expect(await get(`to=${new Date(from).toISOString()}`)).toBe(1);
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/alerts?state=gone&limit=0',
        headers: member.auth,
      });
      expect(bad.statusCode).toBe(400);
      const badCursor = await t.app.inject({
        method: 'GET',
        url: '/api/alerts?cursor=abc',
        headers: member.auth,
      });
      expect(badCursor.json()).toMatchObject({ code: 'validation.failed' });
    });

    it('acknowledges with a note; again is 200 unchanged; a resolved alert is 409', async () => {
      await openAlerts(1);
      const [alert] = await unresolved(t);
      const url = `/api/alerts/${alert!._id}/acknowledge`;
      const first = await post(member, url, { note: 'Opened the door' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        state: 'acknowledged',
        ackNote: 'Opened the door',
        acknowledgedBy: { id: member.user._id, email: member.user.email },
      });
      const acknowledgedAt = first.json().acknowledgedAt;
      t.clock.advance(MINUTE);
      const again = await post(admin, url, {});
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        acknowledgedAt,
        ackNote: 'Opened the door',
        acknowledgedBy: { id: member.user._id },
      });
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/alerts/${alert!._id}`,
        headers: member.auth,
      });
      expect(one.json()).toMatchObject({ state: 'acknowledged' });
      await storeClimate(t, { temperature: 20 }, alert!.deviceId);
      const late = await post(member, url, {});
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'alerts.already_resolved' });
    });

    it('answers 404 for an unknown alert, 400 for a note past 500 characters, 401 without a token', async () => {
      await openAlerts(1);
      const [alert] = await unresolved(t);
      expect((await post(member, '/api/alerts/nope/acknowledge', {})).json()).toMatchObject({
        code: 'alerts.not_found',
      });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/alerts/nope', headers: member.auth })).statusCode,
      ).toBe(404);
      const long = await post(member, `/api/alerts/${alert!._id}/acknowledge`, { note: 'x'.repeat(501) });
      expect(long.statusCode).toBe(400);
      expect((await post(null, `/api/alerts/${alert!._id}/acknowledge`, {})).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/alerts/active' })).statusCode).toBe(401);
    });

    it('lists every unresolved alert for the bell and the cards', async () => {
      await openAlerts(2);
      const response = await t.app.inject({ method: 'GET', url: '/api/alerts/active', headers: member.auth });
      expect(response.json()).toHaveLength(2);
    });
  });
});
