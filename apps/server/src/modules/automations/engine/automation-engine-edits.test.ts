import type { AutomationInput } from '@canopy/shared/schemas/automations';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../testing/test-app.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';
import { climateReading, DEVICE, engineFor, runsOf } from '../../../testing/automation-fixtures.ts';

const MINUTE = 60_000;
const above = (value: number, forMinutes = 0) =>
  ({
    type: 'metric',
    deviceId: DEVICE,
    metric: 'temperature',
    op: 'above',
    value,
    forMinutes,
    clear: 1,
  }) as const;

const body = (trigger: AutomationInput['trigger'], enabled = true): AutomationInput => ({
  name: 'Heat guard',
  enabled,
  trigger,
  conditions: [],
  actions: [{ type: 'notify', roles: ['admin'] }],
  cooldownMinutes: 0,
});

/**
 * One engine kept across edits, as the job keeps it: it keeps the parsed automations between evaluations,
 * and what it parsed before must not outlive a write by the service, even in the same instant.
 */
describe.each(DIALECTS)('automation engine across edits on %s', (dialect) => {
  let t: TestContext;
  let actor: { id: string; role: 'superuser' };
  beforeEach(async () => {
    t = await createTestContext(dialect);
    t.clock.set('2026-03-02T10:00:00.000Z');
    actor = { id: (await t.createUser('superuser')).user._id, role: 'superuser' };
    await climateReading(t, { temperature: 30 });
  });
  afterEach(async () => {
    await t.close();
  });

  it('sees an edit, a disable, an enable and a delete by the service at the next evaluation', async () => {
    const { engine } = engineFor(t);
    expect(await engine.evaluate()).toEqual({ evaluated: 0, fired: 0 });

    const { _id: id } = await t.services.automations.create(actor, body(above(35)));
    expect(await engine.evaluate()).toEqual({ evaluated: 1, fired: 0 });
    expect(await engine.evaluate()).toEqual({ evaluated: 1, fired: 0 });

    // The clock has not moved: only the write tells the edit apart.
    await t.services.automations.update(actor, id, body(above(29)));
    expect(await engine.evaluate()).toEqual({ evaluated: 1, fired: 1 });
    expect((await runsOf(t, id)).map((run) => run.result)).toEqual(['ok']);

    await t.services.automations.update(actor, id, body(above(29), false));
    expect(await engine.evaluate()).toEqual({ evaluated: 0, fired: 0 });

    // Enabled again in the same instant: evaluated again (its firing's run key is the one already taken).
    await t.services.automations.update(actor, id, body(above(29)));
    expect((await engine.evaluate()).evaluated).toBe(1);

    await t.services.automations.delete(actor, id);
    expect(await engine.evaluate()).toEqual({ evaluated: 0, fired: 0 });
  });

  it("reads a state another instance's engine stored: the wait it started goes on here", async () => {
    const { _id: id } = await t.services.automations.create(actor, body(above(29, 5)));
    const here = engineFor(t, 'boot-1').engine;
    const there = engineFor(t, 'boot-2').engine;
    // This engine has read the automation (and its state, no wait) before the other one takes over.
    t.clock.advance(MINUTE);
    await climateReading(t, { temperature: 20 });
    expect(await here.evaluate()).toEqual({ evaluated: 1, fired: 0 });

    t.clock.advance(MINUTE);
    await climateReading(t, { temperature: 30 });
    await there.evaluate();
    const [state] = await t.database.db
      .selectFrom('automation_states')
      .select('pending_since')
      .where('automation_id', '=', id)
      .execute();
    expect(state?.pending_since).not.toBeNull();

    // Five minutes after the other engine started the wait, this one fires on it.
    t.clock.advance(5 * MINUTE);
    await climateReading(t, { temperature: 30 });
    expect(await here.evaluate()).toEqual({ evaluated: 1, fired: 1 });
  });

  it('drops the state this engine wrote once another engine wrote after it: a cleared wait does not fire', async () => {
    await t.services.automations.create(actor, body(above(29, 5)));
    const here = engineFor(t, 'boot-1').engine;
    const there = engineFor(t, 'boot-2').engine;
    // 30 °C now: this engine starts the wait and keeps the state it wrote.
    expect(await here.evaluate()).toEqual({ evaluated: 1, fired: 0 });

    t.clock.advance(MINUTE);
    await climateReading(t, { temperature: 20 });
    await there.evaluate();

    // Five minutes after the wait began, hot again: the other engine cleared that wait, so a new one starts.
    t.clock.advance(4 * MINUTE);
    await climateReading(t, { temperature: 30 });
    expect(await here.evaluate()).toEqual({ evaluated: 1, fired: 0 });
  });
});
