import type { CreatedWebhook, Webhook, WebhookDeliveryPage } from '@canopy/shared/schemas/outgoing-webhooks';
import { describe, expect, it } from 'vitest';
import { signedInSuite } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { insertReportingSoilSensor } from '../../testing/webhook-devices.ts';

const URL_ = 'http://192.168.1.20:8123/api/webhook/canopy';
const body = (extra: object = {}) => ({ url: URL_, events: ['alert.opened', 'device.offline'], ...extra });

describe.each(DIALECTS)('outgoing webhooks over HTTP on %s', (dialect) => {
  const { t, admin } = signedInSuite(dialect, { admin: 'admin' }, { per: 'test' });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = admin) =>
    t.app.inject({ method, url, payload, headers: who.auth });
  const create = async (extra: object = {}) => {
    const response = await call('POST', '/api/admin/webhooks', body(extra));
    expect(response.statusCode).toBe(201);
    return response.json<CreatedWebhook>();
  };

  it('creates a webhook with a server-made secret, shown in the create answer only', async () => {
    const created = await create();
    expect(created).toMatchObject({
      url: URL_,
      events: ['alert.opened', 'device.offline'],
      enabled: true,
      disabledReason: null,
    });
    expect(created.secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await create()).secret).not.toBe(created.secret);

    const listed = (await call('GET', '/api/admin/webhooks')).json<Record<string, unknown>[]>();
    expect(listed.map((hook) => hook._id)).toContain(created._id);
    for (const hook of listed) expect(hook).not.toHaveProperty('secret');
    const updated = await call('PUT', `/api/admin/webhooks/${created._id}`, body());
    expect(updated.json()).not.toHaveProperty('secret');
    expect(JSON.stringify(listed)).not.toContain(created.secret);
  });

  it('replaces URL, events and switch, and deletes', async () => {
    const { _id } = await create();
    const replaced = await call('PUT', `/api/admin/webhooks/${_id}`, {
      url: 'https://hooks.example.test/in',
      // Doubles and order do not matter: each event once, in the list's order.
      events: ['device.online', 'alert.resolved', 'device.online'],
      enabled: false,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<Webhook>()).toMatchObject({
      url: 'https://hooks.example.test/in',
      events: ['alert.resolved', 'device.online'],
      enabled: false,
    });
    expect((await call('DELETE', `/api/admin/webhooks/${_id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/admin/webhooks')).json()).toEqual([]);
    for (const [method, url, payload] of [
      ['PUT', `/api/admin/webhooks/${_id}`, body()],
      ['DELETE', `/api/admin/webhooks/${_id}`, undefined],
      ['GET', `/api/admin/webhooks/${_id}/deliveries`, undefined],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'webhooks.not_found' });
    }
  });

  it.each([
    ['ftp://files.example.test/in', 'webhooks.unsupported_scheme'],
    ['javascript:alert(1)', 'webhooks.unsupported_scheme'],
    ['https://user:secret@hooks.example.test/in', 'webhooks.url_credentials'],
    ['http://token@hooks.example.test/in', 'webhooks.url_credentials'],
    ['hooks.example.test/in', 'webhooks.invalid_url'],
  ])('refuses %s with %s, on create and on replace', async (url, code) => {
    const refused = await call('POST', '/api/admin/webhooks', body({ url }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code });
    const { _id } = await create();
    const replaced = await call('PUT', `/api/admin/webhooks/${_id}`, body({ url }));
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json()).toMatchObject({ code });
    expect((await call('GET', '/api/admin/webhooks')).json<Webhook[]>().map((h) => h.url)).toEqual([URL_]);
  });

  it('allows private and loopback receivers', async () => {
    for (const url of [
      'http://127.0.0.1:9000/x',
      'http://localhost/x',
      'http://[::1]:8080/',
      'http://10.0.0.5/',
    ]) {
      expect((await call('POST', '/api/admin/webhooks', body({ url }))).statusCode).toBe(201);
    }
  });

  it.each([
    ['an unknown event', { events: ['alert.exploded'] }, 'body.events.0'],
    ['no event', { events: [] }, 'body.events'],
    ['no URL', { url: '' }, 'body.url'],
    ['a URL too long', { url: `https://example.test/${'a'.repeat(2000)}` }, 'body.url'],
    ['a switch that is not a boolean', { enabled: 'yes' }, 'body.enabled'],
  ])('answers 400 validation.failed for %s', async (_name, extra, path) => {
    const response = await call('POST', '/api/admin/webhooks', body(extra));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation.failed', details: [{ path }] });
  });

  it('is for admins only: 401 without a token, 403 for staff and users', async () => {
    const { _id } = await create();
    const superuser = await t.createUser('superuser');
    const user = await t.createUser('user');
    const calls = [
      ['GET', '/api/admin/webhooks', undefined],
      ['POST', '/api/admin/webhooks', body()],
      ['PUT', `/api/admin/webhooks/${_id}`, body()],
      ['DELETE', `/api/admin/webhooks/${_id}`, undefined],
      ['GET', `/api/admin/webhooks/${_id}/deliveries`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await t.app.inject({ method, url, payload });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'auth.unauthenticated' });
      for (const who of [superuser, user]) {
        const refused = await call(method, url, payload, who);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'auth.forbidden' });
      }
    }
    expect((await call('GET', '/api/admin/webhooks')).json<Webhook[]>()).toHaveLength(1);
  });

  it('lists deliveries newest first, a page at a time', async () => {
    const { _id } = await create({ events: ['device.offline'] });
    const { outgoingWebhooks } = t.services;
    // Three devices go silent one minute apart: three deliveries.
    for (const id of ['d1', 'd2', 'd3']) {
      await insertReportingSoilSensor(t, id);
      await outgoingWebhooks.devices.check([id]);
    }
    for (const id of ['d1', 'd2', 'd3']) {
      t.clock.advance(60_000);
      await t.database.db.updateTable('devices').set({ cloud_online: 0 }).where('id', '=', id).execute();
      await outgoingWebhooks.devices.check([id]);
    }
    const stored = await t.database.db.selectFrom('webhook_deliveries').select(['id', 'body']).execute();
    const deviceOf = (id: string) =>
      (JSON.parse(stored.find((row) => row.id === id)!.body) as { data: { device: { id: string } } }).data
        .device.id;
    const page = (query: string) =>
      call('GET', `/api/admin/webhooks/${_id}/deliveries${query}`).then((r) => r.json<WebhookDeliveryPage>());
    const first = await page('?limit=2');
    expect(first.items.map((delivery) => deviceOf(delivery._id))).toEqual(['d3', 'd2']);
    expect(first.items[0]).toMatchObject({
      webhookId: _id,
      event: 'device.offline',
      status: 'pending',
      attempts: 0,
      lastStatus: null,
      lastError: null,
      deliveredAt: null,
    });
    expect(first.nextCursor).not.toBeNull();
    const second = await page(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((delivery) => deviceOf(delivery._id))).toEqual(['d1']);
    expect(second.nextCursor).toBeNull();
    const tooMany = await call('GET', `/api/admin/webhooks/${_id}/deliveries?limit=1000`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'validation.failed' });
  });
});
