import type { Alert } from '@canopy/shared/schemas/alerts';
import type { WebhookAlertData, WebhookPayload } from '@canopy/shared/schemas/outgoing-webhooks';
import type { Run } from '@canopy/shared/schemas/runs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../integrations/mail/mailer.ts';
import {
  CLIMATE_ID,
  createRule,
  MINUTE,
  storeClimate,
  withoutDefaultRules,
  TOO_HOT,
} from '../../testing/alert-fixtures.ts';
import { cropFixtures } from '../../testing/crop-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

/** Hebrew isolates each value it names. */
const isolated = (text: string) => `\u2068${text}\u2069`;

describe.each(DIALECTS)("an alert's room and run day on %s", (dialect) => {
  let t: TestContext;
  let admin: TestUser;
  let reader: TestUser;
  let crop: ReturnType<typeof cropFixtures>;

  beforeEach(async () => {
    t = await createTestContext(dialect, {
      // Messages are only queued here: no mail server is reached.
      notifications: { mail: createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'canopy@example.test' }) },
      publicUrl: 'https://canopy.example.test',
    });
    t.clock.set('2026-06-01T08:00:00.000Z');
    admin = await t.createUser('admin');
    reader = await t.createUser('user');
    crop = cropFixtures(t, admin);
    await withoutDefaultRules(t);
    for (const [user, language] of [
      [admin, 'en'],
      [reader, 'he'],
    ] as const) {
      const saved = await crop.call(user, 'PUT', '/api/me/notifications', {
        channels: { telegram: false, email: true, push: false },
        quietHours: null,
        minSeverity: 'warning',
        email: null,
        language,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const hook = await crop.call(admin, 'POST', '/api/admin/webhooks', {
      url: 'https://hooks.example.test/canopy',
      events: ['alert.opened', 'alert.resolved'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    await createRule(t, admin, {
      ...TOO_HOT,
      severity: 'critical',
      clearMinutes: 0,
      repeatMinutes: 5,
    });
    // The device reports (within its limits) before it is placed anywhere.
    await storeClimate(t, { temperature: 24 });
  });
  afterEach(async () => {
    await t.close();
  });

  const theAlert = async () =>
    (await crop.call(admin, 'GET', '/api/alerts')).json<{ items: Alert[] }>().items[0]!;
  const messages = (kind: 'opened' | 'repeat' | 'resolved', language: 'en' | 'he') =>
    t.database.db
      .selectFrom('notifications')
      .select('text')
      .where('kind', '=', kind)
      .where('language', '=', language)
      .execute();
  const payloads = async () =>
    (await t.database.db.selectFrom('webhook_deliveries').select('body').orderBy('id').execute()).map(
      (row) => JSON.parse(row.body) as WebhookPayload,
    );

  /** Flower Room A holds the device and 20 plants of a run on day 23 of flower (of 63 planned). */
  async function inFlower(): Promise<{ roomId: string; run: Run }> {
    const room = await crop.room({ name: 'Flower Room A', deviceIds: [CLIMATE_ID] });
    const strainId = await crop.strain('Blue Dream');
    const run = await crop.run({
      startedAt: '2026-05-10T08:00:00.000Z',
      groups: [{ strainId, plantCount: 20, roomId: room._id, stage: 'flower' }],
    });
    return { roomId: room._id, run };
  }

  it('keeps the room and run day of its opening in the alert, every message and the webhook payload', async () => {
    const { roomId, run } = await inFlower();
    await storeClimate(t, { temperature: 31 });
    const context = {
      roomId,
      roomName: 'Flower Room A',
      run: { runId: run._id, code: run.code, stage: 'flower', dayOfStage: 23, plannedDays: 63 },
    };
    expect((await theAlert()).crop).toEqual(context);

    const line = `Room: Flower Room A · Run ${run.code} · Flower day 23 of 63`;
    const [english] = await messages('opened', 'en');
    expect(english!.text.split('\n')).toContain(line);
    expect(english!.text.indexOf(line)).toBeGreaterThan(english!.text.indexOf('Device: Flower Room A'));
    const [hebrew] = await messages('opened', 'he');
    expect(hebrew!.text.split('\n')).toContain(
      `חדר: ${isolated('Flower Room A')} · מחזור ${isolated(run.code)} · פריחה יום ${isolated('23')} מתוך ${isolated('63')}`,
    );

    // The group moves on to dry; the reminder and the resolution still tell where the alert opened.
    t.clock.advance(MINUTE);
    await crop.move(run, run.groups[0]!._id, { stage: 'dry', roomId });
    t.clock.advance(5 * MINUTE);
    await t.services.alerts.sweep();
    const [reminder] = await messages('repeat', 'en');
    expect(reminder!.text.split('\n')).toContain(line);
    await storeClimate(t, { temperature: 24 });
    const [resolved] = await messages('resolved', 'en');
    expect(resolved!.text.split('\n')).toContain(line);

    const sent = await payloads();
    expect(sent.map((payload) => payload.event)).toEqual(['alert.opened', 'alert.resolved']);
    for (const payload of sent) {
      expect(payload.data).toMatchObject({
        device: { id: CLIMATE_ID },
        room: { id: roomId, name: 'Flower Room A' },
        run: { id: run._id, code: run.code, stage: 'flower', dayOfStage: 23, plannedDays: 63 },
      });
    }
  });

  it('names only the room when nothing grows there', async () => {
    const room = await crop.room({ name: 'Empty tent', deviceIds: [CLIMATE_ID] });
    await storeClimate(t, { temperature: 31 });
    expect((await theAlert()).crop).toEqual({ roomId: room._id, roomName: 'Empty tent', run: null });
    const [english] = await messages('opened', 'en');
    expect(english!.text.split('\n')).toContain('Room: Empty tent');
    expect(english!.text).not.toContain('Run ');
    const [opened] = await payloads();
    expect(opened!.data).toMatchObject({ room: { id: room._id, name: 'Empty tent' }, run: null });
  });

  it('has no room line and null room and run for a device in no room', async () => {
    await storeClimate(t, { temperature: 31 });
    expect((await theAlert()).crop).toBeNull();
    for (const language of ['en', 'he'] as const) {
      const [message] = await messages('opened', language);
      expect(message!.text).not.toMatch(/^(Room|חדר):/m);
    }
    const [opened] = await payloads();
    const data = opened!.data as WebhookAlertData;
    expect(data.room).toBeNull();
    expect(data.run).toBeNull();
  });
});
