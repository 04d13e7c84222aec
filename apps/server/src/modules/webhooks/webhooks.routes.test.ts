import * as fixtures from '@canopy/shared/device-contract.fixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const SECRET = 'webhook-secret-long-enough';
const DEVICE = 'dddddddddddddddddddddddd';
const fields = {
  event: fixtures.SOIL_EVENT.name,
  data: fixtures.SOIL_EVENT.data,
  coreid: DEVICE,
  published_at: '2026-03-01T08:00:00.000Z',
};

describe.each(DIALECTS)('the Particle webhook on %s', (dialect) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(dialect, { webhookSecret: SECRET });
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (payload: string | object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/particle', payload, headers });
  const rows = async () => {
    await t.services.telemetryWriter.flush();
    return t.database.db.selectFrom('soil_readings').selectAll().execute();
  };

  it('stores a form-encoded delivery, the cloud default', async () => {
    const response = await post(new URLSearchParams(fields).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      'x-webhook-secret': SECRET,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await rows()).toHaveLength(1);
  });

  it('stores a JSON delivery and ignores its redelivery', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await post(fields, { 'x-webhook-secret': SECRET })).statusCode).toBe(200);
    }
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ device_id: DEVICE, moisture_pct: 41.25 });
  });

  it('refuses a missing or wrong secret with 401 before reading the body', async () => {
    for (const headers of [{}, { 'x-webhook-secret': 'nope' }] as Record<string, string>[]) {
      const response = await post(fields, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.unauthenticated' });
    }
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a body without the Particle fields with 400', async () => {
    const response = await post({ event: 'x' }, { 'x-webhook-secret': SECRET });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation.failed' });
  });
});

describe('the Particle webhook without a secret configured', () => {
  it('does not exist', async () => {
    const t = await createTestContext('sqlite');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/particle',
      payload: fields,
      headers: { 'x-webhook-secret': '' },
    });
    expect(response.statusCode).toBe(404);
    await t.close();
  });
});
