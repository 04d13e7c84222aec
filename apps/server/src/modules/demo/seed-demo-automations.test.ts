import type { Automation, ClimateProfile } from '@canopy/shared/schemas/automations';
import { dayOfStage } from '@canopy/shared/site-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropFixtures } from '../../testing/crop-fixtures.ts';
import { seedDemoRuns, seedDemoStrains, seedDemoWorkTasks } from '../../testing/demo-seeds.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { seedDemoAutomations } from './seed-demo-automations.ts';

const NOW = '2026-11-28T10:00:00Z';

describe.each(DIALECTS)('demo climate profiles and automations on %s', (dialect) => {
  let t: TestContext;
  let profiles: ClimateProfile[];
  let automations: Automation[];
  let adminId: string;
  const controllers = new Map<string, string>();
  const byName = (name: string) => automations.find((a) => a.name === name)!;

  beforeAll(async () => {
    t = await createTestContext(dialect);
    t.clock.set(NOW);
    const admin = await t.createUser('admin');
    adminId = admin.user._id;
    const { services } = t;
    const users = services.usersRepository;
    await seedDemoStrains(t);
    const fixtures = cropFixtures(t, admin);
    for (const label of ['Flower_Room_A', 'Flower_Room_B']) {
      controllers.set(label, await fixtures.device(undefined, label));
    }
    await seedDemoRuns(t, (label) => controllers.get(label));
    await seedDemoWorkTasks(t);
    const deps = {
      users,
      profiles: services.climateProfiles.service,
      automations: services.automations,
      rooms: services.rooms,
      templates: services.taskTemplates,
      deviceIdOf: (label: string) => controllers.get(label),
    };
    await seedDemoAutomations(deps);
    // A second start adds nothing.
    await seedDemoAutomations(deps);
    profiles = await services.climateProfiles.service.list();
    automations = await services.automations.list({ id: adminId, role: 'admin' });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('keeps day and night profiles for veg and flower, nights cooler than days, once', () => {
    expect(profiles.map((p) => `${p.stage} ${p.name}`).sort()).toEqual([
      'flower Flower 25/19',
      'flower Late flower 24/18',
      'veg Veg 25/20',
    ]);
    for (const profile of profiles) {
      expect(profile.night.temperature.max, profile.name).toBeLessThan(profile.day.temperature.max);
      // Inside what the simulator's controllers can hold (their factory limits reach 18-27 °C).
      expect(profile.day.temperature.max, profile.name).toBeLessThanOrEqual(27);
      expect(profile.night.temperature.min, profile.name).toBeGreaterThanOrEqual(16);
    }
  });

  it('writes one automation of each trigger, one switched off, by the admin, once', () => {
    expect(automations).toHaveLength(7);
    expect(new Set(automations.map((a) => a.trigger.type))).toEqual(
      new Set(['metric', 'time', 'lights', 'stage', 'alert']),
    );
    expect(automations.filter((a) => !a.enabled).map((a) => a.name)).toEqual([
      'Flower climate when Flower Room B flips',
    ]);
    expect(automations.every((a) => a.createdBy?._id === adminId && a.summary.length > 0)).toBe(true);
    expect(automations.every((a) => a.lastRun === null && a.state.status === 'idle')).toBe(true);
  });

  it("forces Flower Room A's air conditioner on when hot and hands it back once cool", () => {
    const controller = controllers.get('Flower_Room_A');
    expect(byName('Cool Flower Room A when it runs hot')).toMatchObject({
      trigger: {
        deviceId: controller,
        metric: 'temperature',
        op: 'above',
        value: 28,
        forMinutes: 10,
        clear: 1,
      },
      actions: [{ type: 'command', deviceId: controller, functionName: 'toggleSocket', arg: '1,on' }],
    });
    const back = byName('Hand Flower Room A its air conditioner back once cool');
    expect(back).toMatchObject({
      trigger: { deviceId: controller, op: 'below', forMinutes: 10 },
      actions: [{ arg: '1,auto' }],
    });
    // Cool enough to hand back is below hot, past the hot trigger's clear margin: no tug of war.
    const hot = byName('Cool Flower Room A when it runs hot').trigger;
    if (hot.type !== 'metric' || back.trigger.type !== 'metric') throw new Error('metric triggers');
    expect(back.trigger.value + back.trigger.clear).toBeLessThan(hot.value - hot.clear);
    expect(byName('Cool Flower Room A when it runs hot').summary).toContain('28');
  });

  it("makes the SOP's defoliation a task in the room the SOP is not applied to, before its day 21", async () => {
    const stage = byName('Defoliate Flower Room B on day 21 of flower');
    const sop = (await t.services.taskTemplates.list()).find((template) => template.name === 'Flower SOP')!;
    const step = sop.steps.find((s) => s.title === 'Defoliate')!;
    expect(stage.actions).toEqual([{ type: 'task', templateId: sop._id, stepId: step._id }]);
    if (stage.trigger.type !== 'stage') throw new Error('stage trigger');
    const { trigger } = stage;
    // It fires later, not on the first evaluation: the room's flowering groups have not reached the day.
    const groups = (await t.services.roomGroups([trigger.roomId], false)).get(trigger.roomId) ?? [];
    const flowering = groups.filter((group) => group.stage === 'flower');
    expect(flowering.length).toBeGreaterThan(0);
    const zone = await t.services.siteZone.timeZone();
    for (const group of flowering) {
      expect(dayOfStage(group.stageStartedAt, Date.parse(NOW), zone)).toBeLessThan(trigger.day!);
    }
  });

  it('applies nothing and calls no device while seeding', async () => {
    const db = t.database.db;
    const count = async (table: 'room_profiles' | 'automation_runs' | 'device_commands') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('room_profiles')).toBe(0);
    expect(await count('automation_runs')).toBe(0);
    expect(await count('device_commands')).toBe(0);
    const disabled = byName('Flower climate when Flower Room B flips');
    expect(disabled.actions).toEqual([
      {
        type: 'profile',
        profileId: profiles.find((p) => p.name === 'Flower 25/19')!._id,
        roomId: expect.any(String),
      },
    ]);
  });
});
