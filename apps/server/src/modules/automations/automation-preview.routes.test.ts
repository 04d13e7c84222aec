import type { AutomationPreview } from '@canopy/shared/schemas/automations';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE, HEAT_GUARD } from '../../testing/automation-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const MINUTE = 60_000;
const START = Date.parse('2026-03-02T10:00:00.000Z');
const at = (minute: number) => new Date(START + minute * MINUTE).toISOString();
const automation = HEAT_GUARD;

// POST /api/automations/preview through the composed app (DESIGN 24): staff only, at most 14 days.
describe.each(DIALECTS)('POST /api/automations/preview on %s', (dialect) => {
  let t: TestContext;
  let staff: TestUser;
  let member: TestUser;

  beforeEach(async () => {
    t = await createTestContext(dialect);
    t.clock.set(at(120));
    staff = await t.createUser('superuser');
    member = await t.createUser('user');
  });
  afterEach(async () => {
    await t.close();
  });

  const preview = (who: TestUser | null, payload: object, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/automations/preview${query}`,
      ...(who && { headers: who.auth }),
      payload,
    });
  const hour = { automation, from: at(0), to: at(60) };

  it('answers 401 to no one and 403 to a plain user', async () => {
    expect((await preview(null, hour)).statusCode).toBe(401);
    expect((await preview(member, hour)).statusCode).toBe(403);
  });

  it('answers 400 to a bad body, and automations.preview_too_long past 14 days', async () => {
    const backwards = await preview(staff, { automation, from: at(60), to: at(0) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'validation.failed' });
    const noTrigger = await preview(staff, { ...hour, automation: { ...automation, trigger: undefined } });
    expect(noTrigger.statusCode).toBe(400);
    const long = await preview(staff, { automation, from: at(0), to: at(15 * 24 * 60) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'automations.preview_too_long' });
    const french = await preview(staff, hour, '?lang=fr');
    expect(french.statusCode).toBe(400);
    expect(french.json<{ details: { path: string }[] }>().details[0]!.path).toBe('querystring.lang');
  });

  it('answers the firings of a known stored history, acting on nothing', async () => {
    // Hot for 20 minutes, cool past the clear for 20, hot again for 20: two crossings.
    for (let minute = 0; minute < 60; minute += 1) {
      await t.services.deviceSync.handleEvent({
        name: 'canopy/climate',
        data: JSON.stringify({ temperature: minute >= 20 && minute < 40 ? 25 : 30, lightStatus: 1 }),
        coreid: DEVICE,
        publishedAt: at(minute),
      });
    }
    await t.services.telemetryWriter.flush();
    const response = await preview(staff, hour);
    expect(response.statusCode, response.body).toBe(200);
    // The device was never named: the reader's sentence names it by its id.
    const actions = [`turn socket 2 of ${DEVICE} on`];
    expect(response.json<AutomationPreview>()).toEqual({
      firings: [
        { at: at(5), actions },
        { at: at(45), actions },
      ],
    });
    expect(await t.database.db.selectFrom('automation_runs').selectAll().execute()).toEqual([]);

    // The page's language over the reader's own (English here).
    const hebrew = await preview(staff, hour, '?lang=he');
    expect(hebrew.statusCode, hebrew.body).toBe(200);
    const inHebrew = [`להדליק את שקע 2 של ${DEVICE}`];
    expect(hebrew.json<AutomationPreview>()).toEqual({
      firings: [
        { at: at(5), actions: inHebrew },
        { at: at(45), actions: inHebrew },
      ],
    });
  });
});
