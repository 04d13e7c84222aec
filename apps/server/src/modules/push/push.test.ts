import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import { importJWK, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRule, storeClimate, withoutDefaultRules, TOO_HOT } from '../../testing/alert-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';
import { generateVapidKeys } from './vapid-keys.ts';

/** http_ece ships no types; the test uses its decryption only, as a browser would decrypt. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

const SUBJECT = 'mailto:ops@example.test';

/** What a browser makes when it subscribes: a P-256 key pair and a 16-byte authentication secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
}

describe.each(DIALECTS)('Web Push on %s', (dialect) => {
  const vapid = generateVapidKeys();
  let t: TestContext;
  let pushService: WebhookReceiver;
  let admin: TestUser;

  beforeEach(async () => {
    pushService = await startWebhookReceiver();
    t = await createTestContext(dialect, {
      push: { keys: vapid, subject: SUBJECT, allowLoopbackHttp: true },
      publicUrl: 'https://canopy.example.test',
    });
    admin = await t.createUser('admin');
    await withoutDefaultRules(t);
  });
  afterEach(async () => {
    await t.close();
    await pushService.close();
  });

  const subscribe = (user: TestUser, endpoint: string, keys: { p256dh: string; auth: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      headers: user.auth,
      payload: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
  const unsubscribe = (user: TestUser, endpoint: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/me/push-subscriptions',
      headers: user.auth,
      payload: { endpoint },
    });
  const subscriptions = () =>
    t.database.db
      .selectFrom('push_subscriptions')
      .select(['user_id', 'endpoint'])
      .orderBy('endpoint')
      .execute();
  const drain = () => t.services.notifications.outbox.runOnce();
  const tooHot = () =>
    createRule(t, admin, {
      ...TOO_HOT,
      severity: 'critical',
    });

  it('gives any logged-in user the VAPID public key, and no one else', async () => {
    const user = await t.createUser('user');
    const answer = await t.app.inject({ method: 'GET', url: '/api/push/public-key', headers: user.auth });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ publicKey: vapid.publicKey });
    expect((await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).statusCode).toBe(401);
  });

  it('pushes an opened alert to the subscribed browser, encrypted for it and signed with VAPID', async () => {
    const keys = browserKeys();
    const endpoint = `${pushService.url}/browser-1`;
    expect((await subscribe(admin, endpoint, keys)).statusCode).toBe(204);
    const rule = await tooHot();
    await storeClimate(t, { temperature: 31.5 });
    await drain();

    expect(pushService.received).toHaveLength(1);
    const [request] = pushService.received;
    expect(request!.url).toBe('/hook/browser-1');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.urgency).toBe('high');
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);

    const payload = JSON.parse(
      ece
        .decrypt(request!.raw, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth })
        .toString('utf8'),
    ) as { title: string; body: string; url: string; tag: string };
    expect(payload.title).toContain('Flower Room A');
    expect(payload.title).toContain('CRITICAL');
    expect(payload.body).toContain('Too hot');
    expect(payload.body).toMatch(/31[.,]5/);
    expect(payload.body).not.toContain('https://');
    const [alert] = await t.services.alerts.active();
    expect(payload.url).toBe(`/device/${alert!.deviceId}`);
    expect(payload.tag).toBe(`alert-${alert!._id}`);
    expect(alert!.ruleId).toBe(rule._id);

    // `vapid t=<JWT>, k=<public key>`: the JWT is signed by the key the browser subscribed with.
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(request!.headers.authorization));
    expect(match?.[2]).toBe(vapid.publicKey);
    const point = Buffer.from(vapid.publicKey, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(match![1]!, key, { algorithms: ['ES256'] });
    expect(claims.aud).toBe(new URL(pushService.url).origin);
    expect(claims.sub).toBe(SUBJECT);
    const other = generateVapidKeys().publicKey;
    const otherPoint = Buffer.from(other, 'base64url');
    const otherKey = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: otherPoint.subarray(1, 33).toString('base64url'),
        y: otherPoint.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    await expect(jwtVerify(match![1]!, otherKey, { algorithms: ['ES256'] })).rejects.toThrow();

    const delivery = (await t.services.alerts.get(alert!._id)).notifications.find(
      (n) => n.channel === 'push',
    );
    expect(delivery).toMatchObject({ status: 'sent' });
  });

  it('tells the browser when the alert resolves, with the same tag', async () => {
    const keys = browserKeys();
    await subscribe(admin, `${pushService.url}/browser-1`, keys);
    await tooHot();
    await storeClimate(t, { temperature: 31.5 });
    await drain();
    t.clock.advance(3 * 60_000);
    await storeClimate(t, { temperature: 22 });
    t.clock.advance(3 * 60_000);
    await storeClimate(t, { temperature: 22 });
    await drain();

    expect(pushService.received).toHaveLength(2);
    const decrypt = (raw: Buffer) =>
      JSON.parse(
        ece
          .decrypt(raw, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth })
          .toString('utf8'),
      ) as { title: string; tag: string };
    const [opened, resolved] = pushService.received.map((r) => decrypt(r.raw));
    expect(resolved!.title).toContain('Resolved');
    expect(resolved!.tag).toBe(opened!.tag);
  });

  it('removes a subscription the push service calls gone (410), and retries a failing one', async () => {
    const goneService = await startWebhookReceiver();
    try {
      await subscribe(admin, `${goneService.url}/gone`, browserKeys());
      await subscribe(admin, `${pushService.url}/flaky`, browserKeys());
      goneService.answer(410);
      pushService.answer(503);
      await tooHot();
      await storeClimate(t, { temperature: 31.5 });
      await drain();

      expect(goneService.received).toHaveLength(1);
      expect(pushService.received).toHaveLength(1);
      expect(await subscriptions()).toEqual([
        { user_id: admin.user._id, endpoint: `${pushService.url}/flaky` },
      ]);
      t.clock.advance(60_000);
      await drain();
      expect(pushService.received).toHaveLength(2);
      expect(goneService.received).toHaveLength(1);
      const [alert] = await t.services.alerts.active();
      const pushes = (await t.services.alerts.get(alert!._id)).notifications.filter(
        (n) => n.channel === 'push',
      );
      expect(pushes.map((n) => n.status).sort()).toEqual(['failed', 'sent']);
    } finally {
      await goneService.close();
    }
  });

  it('lets a user delete only their own subscription', async () => {
    const other = await t.createUser('user');
    const endpoint = `${pushService.url}/admins-phone`;
    await subscribe(admin, endpoint, browserKeys());
    expect((await unsubscribe(other, endpoint)).statusCode).toBe(204);
    expect(await subscriptions()).toHaveLength(1);
    expect((await unsubscribe(admin, endpoint)).statusCode).toBe(204);
    expect(await subscriptions()).toHaveLength(0);
  });

  it('refuses malformed subscriptions with 400 and the field', async () => {
    const keys = browserKeys();
    const refused = async (body: object, field: string) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/me/push-subscriptions',
        headers: admin.auth,
        payload: body,
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'validation.failed' });
      expect(JSON.stringify(answer.json().details)).toContain(field);
    };
    await refused({ endpoint: 'http://push.example.test/x', keys }, 'endpoint');
    await refused({ endpoint: 'not a url', keys }, 'endpoint');
    await refused({ endpoint: 'https://push.example.test/x', keys: { ...keys, p256dh: 'short' } }, 'p256dh');
    await refused({ endpoint: 'https://push.example.test/x', keys: { p256dh: keys.p256dh } }, 'auth');
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/push-subscriptions',
      headers: admin.auth,
      payload: {},
    });
    expect(del.statusCode).toBe(400);
    expect(await subscriptions()).toHaveLength(0);
  });
});
