import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../testing/test-app.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';
import {
  addAutomation,
  climateReading,
  DEVICE,
  engineFor,
  runsOf,
} from '../../../testing/automation-fixtures.ts';

const MINUTE = 60_000;
const above = (value: number) =>
  ({
    type: 'metric',
    deviceId: DEVICE,
    metric: 'temperature',
    op: 'above',
    value,
    forMinutes: 0,
    clear: 1,
  }) as const;

/** One engine kept across edits, as the job keeps it: what it parsed before must not outlive an edit. */
describe.each(DIALECTS)('automation engine across edits on %s', (dialect) => {
  let t: TestContext;
  let creator: string;
  beforeEach(async () => {
    t = await createTestContext(dialect);
    t.clock.set('2026-03-02T10:00:00.000Z');
    creator = (await t.createUser('superuser')).user._id;
  });
  afterEach(async () => {
    await t.close();
  });

  it('evaluates an automation edited (even in the same instant) by its new trigger, and drops a disabled one', async () => {
    const id = await addAutomation(t, creator, {
      trigger: above(35),
      actions: [{ type: 'notify', roles: ['admin'] }],
    });
    const { engine } = engineFor(t);
    t.clock.advance(MINUTE);
    await climateReading(t, { temperature: 30 });
    await engine.evaluate();
    expect(await runsOf(t, id)).toHaveLength(0);

    // The clock has not moved: only the text tells the edit apart.
    await t.database.db
      .updateTable('automations')
      .set({ trigger: JSON.stringify(above(29)) })
      .where('id', '=', id)
      .execute();
    await engine.evaluate();
    expect((await runsOf(t, id)).map((run) => run.result)).toEqual(['ok']);

    await t.database.db.updateTable('automations').set({ enabled: 0 }).where('id', '=', id).execute();
    expect(await engine.evaluate()).toEqual({ evaluated: 0, fired: 0 });
  });
});
