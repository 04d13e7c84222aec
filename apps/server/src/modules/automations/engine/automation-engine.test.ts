import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../../testing/test-app.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';
import {
  addAutomation,
  climateReading,
  DEVICE,
  engineFor,
  fakeCloud,
  runsOf,
} from '../../../testing/automation-fixtures.ts';

const MINUTE = 60_000;
const hot = (forMinutes = 0, clear = 1) =>
  ({
    type: 'metric',
    deviceId: DEVICE,
    metric: 'temperature',
    op: 'above',
    value: 29,
    forMinutes,
    clear,
  }) as const;

describe.each(DIALECTS)('automation engine on %s', (dialect) => {
  let t: TestContext;
  let cloud: ReturnType<typeof fakeCloud>;
  let creator: TestUser;
  beforeEach(async () => {
    cloud = fakeCloud();
    t = await createTestContext(dialect, { deviceCloud: cloud.cloud });
    t.clock.set('2026-03-02T10:00:00.000Z');
    creator = await t.createUser('superuser');
  });
  afterEach(async () => {
    await t.close();
  });

  /** A reading, then an evaluation, `minutes` after the last. */
  async function tick(engine: { evaluate(): Promise<unknown> }, temperature: number, minutes = 1) {
    t.clock.advance(minutes * MINUTE);
    await climateReading(t, { temperature });
    await engine.evaluate();
  }

  it('fires once per crossing against stored readings, not while still above, again after clear', async () => {
    const id = await addAutomation(t, creator.user._id, { trigger: hot() });
    const { engine } = engineFor(t);
    await tick(engine, 30);
    await tick(engine, 30.5);
    await tick(engine, 28.5); // below 29, not by the clear of 1
    await tick(engine, 30);
    expect((await runsOf(t, id)).map((r) => r.result)).toEqual(['ok']);
    await tick(engine, 27.5);
    await tick(engine, 31);
    const runs = await runsOf(t, id);
    expect(runs.map((r) => r.result)).toEqual(['ok', 'ok']);
    expect(JSON.parse(runs[1]!.trigger)).toEqual({ type: 'metric', observed: 31, deviceId: DEVICE });
    expect(JSON.parse(runs[1]!.detail)).toEqual({ code: 'ok', actions: [{ type: 'command', ok: true }] });
    expect(cloud.commands()).toEqual([
      { deviceId: DEVICE, name: 'toggleSocket', arg: '2,on' },
      { deviceId: DEVICE, name: 'toggleSocket', arg: '2,on' },
    ]);
  });

  it('resumes a 10-minute wait after a restart at minute 4 and fires at minute 10', async () => {
    const id = await addAutomation(t, creator.user._id, { trigger: hot(10) });
    const first = engineFor(t, 'boot-1').engine;
    await tick(first, 30, 0);
    const start = t.clock.now().getTime();
    for (let minute = 1; minute <= 4; minute += 1) await tick(first, 30);
    const second = engineFor(t, 'boot-2').engine;
    for (let minute = 5; minute <= 9; minute += 1) await tick(second, 30);
    expect(await runsOf(t, id)).toEqual([]);
    await tick(second, 30);
    await tick(second, 30);
    const runs = await runsOf(t, id);
    expect(runs.map((r) => r.at)).toEqual([new Date(start + 10 * MINUTE).toISOString()]);
    expect(runs[0]!.run_key).toBe(`metric:${new Date(start).toISOString()}`);
  });

  it('asserts a time block once after a restart inside it, never on every evaluation', async () => {
    const id = await addAutomation(t, creator.user._id, {
      trigger: { type: 'time', blocks: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '00:00', to: '23:59' }] },
    });
    const first = engineFor(t, 'boot-1').engine;
    await first.evaluate();
    t.clock.advance(MINUTE);
    await first.evaluate();
    expect((await runsOf(t, id)).length).toBe(1);
    const second = engineFor(t, 'boot-2').engine;
    t.clock.advance(MINUTE);
    await second.evaluate();
    t.clock.advance(MINUTE);
    await second.evaluate();
    const keys = (await runsOf(t, id)).map((r) => r.run_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toMatch(/^time:.*:boot:boot-2$/);
  });

  it('fires exactly once when two engines evaluate the same database at once', async () => {
    const id = await addAutomation(t, creator.user._id, { trigger: hot() });
    t.clock.advance(MINUTE);
    await climateReading(t, { temperature: 31 });
    const engines = [engineFor(t, 'a').engine, engineFor(t, 'b').engine];
    const results = await Promise.all(engines.map((engine) => engine.evaluate()));
    expect(results.map((r) => r.fired).sort()).toEqual([0, 1]);
    expect((await runsOf(t, id)).length).toBe(1);
    expect(cloud.commands()).toHaveLength(1);
  });

  it('holds back a firing within the cooldown of an ok run switching the same device', async () => {
    const id = await addAutomation(t, creator.user._id, { trigger: hot(0, 0), cooldownMinutes: 5 });
    const { engine } = engineFor(t);
    await tick(engine, 30);
    await tick(engine, 28);
    await tick(engine, 30);
    const runs = await runsOf(t, id);
    expect(runs.map((r) => r.result)).toEqual(['ok', 'skipped']);
    expect(JSON.parse(runs[1]!.detail)).toMatchObject({ code: 'cooldown', actions: [] });
    expect(cloud.commands()).toHaveLength(1);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('summary_event')
      .where('entity', '=', 'automation')
      .execute();
    expect(audit.map((a) => a.summary_event).sort()).toEqual(['ran', 'run_skipped']);
  });

  it('records an offline device as failed and tells the creator', async () => {
    const id = await addAutomation(t, creator.user._id, { trigger: hot() });
    const { engine, notices } = engineFor(t);
    cloud.state.answer = 'offline';
    await tick(engine, 30);
    const [run] = await runsOf(t, id);
    expect(run!.result).toBe('failed');
    expect(JSON.parse(run!.detail)).toEqual({
      code: 'device_offline',
      actions: [{ type: 'command', ok: false, error: 'devices.offline' }],
    });
    expect(notices).toEqual([
      {
        userIds: [creator.user._id],
        notice: expect.objectContaining({ automationId: id, result: 'failed', code: 'device_offline' }),
      },
    ]);
  });

  it('records a device that refuses as failed', async () => {
    const id = await addAutomation(t, creator.user._id, { trigger: hot() });
    const { engine } = engineFor(t);
    cloud.state.answer = -1;
    await tick(engine, 30);
    expect(JSON.parse((await runsOf(t, id))[0]!.detail)).toMatchObject({ code: 'device_refused' });
  });

  it('fails the run of a creator demoted since, with the reason, without calling the device', async () => {
    const id = await addAutomation(t, creator.user._id, { trigger: hot() });
    await t.services.usersRepository.update(creator.user._id, {
      role: 'user',
      updated_at: t.clock.now().toISOString(),
    });
    const { engine, notices } = engineFor(t);
    await tick(engine, 30);
    const [run] = await runsOf(t, id);
    expect(run!.result).toBe('failed');
    expect(JSON.parse(run!.detail)).toEqual({
      code: 'forbidden_now',
      actions: [],
      params: { reason: 'creator_role', role: 'user' },
    });
    expect(cloud.commands()).toEqual([]);
    expect(notices[0]?.notice.code).toBe('forbidden_now');
  });

  it('records a firing whose condition does not hold as skipped', async () => {
    const id = await addAutomation(t, creator.user._id, {
      trigger: hot(),
      conditions: [{ type: 'phase', deviceId: DEVICE, phase: 'night' }],
    });
    const { engine } = engineFor(t);
    t.clock.advance(MINUTE);
    await climateReading(t, { temperature: 30, lightStatus: 1 });
    await engine.evaluate();
    const [run] = await runsOf(t, id);
    expect(run!.result).toBe('skipped');
    expect(JSON.parse(run!.detail)).toMatchObject({
      code: 'condition_false',
      params: { condition: 'phase' },
    });
  });
});
