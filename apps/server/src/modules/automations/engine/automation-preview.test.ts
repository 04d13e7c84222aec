import { automationBodySchema } from '@canopy/shared/schemas/automations';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error.ts';
import { DEVICE, HEAT_GUARD, previewFor } from '../../../testing/automation-fixtures.ts';
import { createTestContext, type TestContext } from '../../../testing/test-app.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';

const MINUTE = 60_000;
const START = Date.parse('2026-03-02T10:00:00.000Z');
const automation = automationBodySchema.parse(HEAT_GUARD);

describe.each(DIALECTS)('automation preview on %s', (dialect) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('replays stored readings and finds the firings of a known history, acting on nothing', async () => {
    // Hot for 20 minutes, cool (past the clear) for 20, hot again for 20: two crossings.
    for (let minute = 0; minute < 60; minute += 1) {
      const temperature = minute >= 20 && minute < 40 ? 25 : 30;
      await t.services.deviceSync.handleEvent({
        name: 'canopy/climate',
        data: JSON.stringify({ temperature, lightStatus: 1 }),
        coreid: DEVICE,
        publishedAt: new Date(START + minute * MINUTE).toISOString(),
      });
    }
    await t.services.telemetryWriter.flush();
    const preview = previewFor(t);
    const admin = await t.createUser('admin');
    const answer = await preview(
      { id: admin.user._id, role: 'admin' },
      {
        automation,
        from: START,
        to: START + 60 * MINUTE,
      },
    );
    expect(answer).toEqual({
      firings: [
        { at: new Date(START + 5 * MINUTE).toISOString(), actions: ['command toggleSocket 2,on'] },
        { at: new Date(START + 45 * MINUTE).toISOString(), actions: ['command toggleSocket 2,on'] },
      ],
    });
    const runs = await t.database.db.selectFrom('automation_runs').selectAll().execute();
    expect(runs).toEqual([]);
  });

  it('refuses more than 14 days with automations.preview_too_long', async () => {
    const preview = previewFor(t);
    const error = await preview(
      { id: 'x', role: 'admin' },
      { automation, from: START, to: START + 15 * 24 * 60 * MINUTE },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('automations.preview_too_long');
    expect((error as AppError).statusCode).toBe(400);
  });
});
