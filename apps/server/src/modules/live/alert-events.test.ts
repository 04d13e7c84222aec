import type { Alert, AlertRuleBody } from '@canopy/shared/schemas/alerts';
import { liveAlertEventSchema, type LiveAlertEvent } from '@canopy/shared/schemas/live-events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  CLIMATE_ID,
  createRule,
  storeClimate,
  TOO_HOT,
  withoutDefaultRules,
} from '../../testing/alert-fixtures.ts';
import { openSseClient, type SseClient } from '../../testing/sse-client.ts';
import { buildTestApp, createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const hot = {
  ...TOO_HOT,
  severity: 'critical',
  clearMinutes: 0,
} satisfies AlertRuleBody;

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** The alert events a stream has carried, as sent. */
const alertEvents = (client: SseClient): Partial<LiveAlertEvent>[] =>
  client
    .events()
    .filter((event) => event.event === 'alert')
    .map((event) => JSON.parse(event.data) as Partial<LiveAlertEvent>);

/** Opens, acknowledges and resolves one alert on `t`, checking each event a plain user's stream hears. */
async function followOneAlert(t: TestContext, member: TestUser, admin: TestUser, stream: SseClient) {
  const rule = await createRule(t, admin, hot);
  await storeClimate(t, { temperature: 28 });
  await stream.waitFor('the opened alert', (c) => alertEvents(c).length === 1);
  const [alert] = (await t.app.inject({ url: '/api/alerts/active', headers: member.auth })).json<Alert[]>();
  const expected = { type: 'alert', deviceId: CLIMATE_ID, alertId: alert!._id, ruleId: rule._id };
  expect(alertEvents(stream)[0]).toEqual({
    ...expected,
    name: 'opened',
    state: 'open',
    severity: 'critical',
    at: expect.any(Number),
  });
  // Nothing a plain user may not read: every field is on the alert `GET /api/alerts/{id}` answers them.
  expect(alert).toMatchObject({ _id: alert!._id, ruleId: rule._id, state: 'open', severity: 'critical' });

  const ack = await t.app.inject({
    method: 'POST',
    url: `/api/alerts/${alert!._id}/acknowledge`,
    headers: member.auth,
    payload: {},
  });
  expect(ack.statusCode).toBe(200);
  await stream.waitFor('the acknowledgement', (c) => alertEvents(c).length === 2);
  expect(alertEvents(stream)[1]).toMatchObject({ ...expected, name: 'acknowledged', state: 'acknowledged' });

  await storeClimate(t, { temperature: 24 });
  await stream.waitFor('the resolution', (c) => alertEvents(c).length === 3);
  expect(alertEvents(stream)[2]).toMatchObject({
    ...expected,
    name: 'resolved',
    state: 'resolved',
    severity: 'critical',
  });
  // Each exactly the API's schema: no field missing, none more.
  for (const event of alertEvents(stream)) expect(liveAlertEventSchema.strict().parse(event)).toEqual(event);
}

describe.each(DIALECTS)('alert events on the live stream on %s', (dialect) => {
  let t: TestContext;
  let stream: SseClient | undefined;
  beforeEach(async () => {
    t = await createTestContext(dialect);
    await withoutDefaultRules(t);
  });
  afterEach(async () => {
    stream?.close();
    await t.close();
  });

  it("say which alert changed: its id, its rule's id, its state and severity after the change", async () => {
    const admin = await t.createUser('admin');
    const member = await t.createUser('user');
    stream = await openSseClient(await listen(t.app), member.auth);
    await followOneAlert(t, member, admin, stream);
  });
});

describe('alert events across instances on postgres', () => {
  let t: TestContext;
  let other: App;
  let stream: SseClient | undefined;
  beforeEach(async () => {
    t = await createTestContext('postgres');
    await withoutDefaultRules(t);
    ({ app: other } = await buildTestApp(t.database, { clock: t.clock }));
  });
  afterEach(async () => {
    stream?.close();
    await other.close();
    await t.close();
  });

  it('reach a browser on the other instance with every field', async () => {
    const admin = await t.createUser('admin');
    const member = await t.createUser('user');
    stream = await openSseClient(await listen(other), member.auth);
    await followOneAlert(t, member, admin, stream);
  });
});
