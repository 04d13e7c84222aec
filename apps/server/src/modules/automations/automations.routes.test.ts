import type { Automation, AutomationRun } from '@canopy/shared/schemas/automations';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cropFixtures } from '../../testing/crop-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import type { RunDetail, RunTriggerFacts } from './automation-run.types.ts';
import { validateAutomation, type AutomationLookups } from './automation-validation.ts';

const NOW = '2026-04-20T09:00:00.000Z';

describe.each(DIALECTS)('automations routes on %s', (dialect) => {
  let t: TestContext;
  let staff: TestUser;
  let member: TestUser;
  let crop: ReturnType<typeof cropFixtures>;
  let tent: string;
  let probe: string;
  let roomId: string;

  beforeEach(async () => {
    t = await createTestContext(dialect);
    t.clock.set(NOW);
    staff = await t.createUser('superuser', 'staff@example.test');
    member = await t.createUser('user');
    crop = cropFixtures(t, staff);
    tent = await crop.device('dev000000000000000000001', 'Tent_A');
    probe = await crop.device('dev000000000000000000002', 'Probe_1', 'soil');
    roomId = (await crop.room({ name: 'Flower Room A', deviceIds: [tent] }))._id;
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    crop.call(who, method, url, payload);
  const hot = (extra: object = {}) => ({
    name: 'Too hot',
    trigger: { type: 'metric', roomId, metric: 'temperature', op: 'above', value: 29, forMinutes: 10 },
    actions: [{ type: 'command', deviceId: tent, functionName: 'toggleSocket', arg: '2,on' }],
    ...extra,
  });
  const create = async (body: object = hot()) => {
    const response = await call(staff, 'POST', '/api/automations', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Automation>();
  };
  const speak = async (who: TestUser, language: string) => {
    const response = await call(who, 'PUT', '/api/me/notifications', {
      channels: { telegram: false, email: false, push: false },
      quietHours: null,
      minSeverity: 'warning',
      language,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** The automation audit entries' events, sorted: written at one fake instant, their order is chance. */
  const auditEvents = async () =>
    (
      await t.database.db
        .selectFrom('audit_log')
        .select('summary_event')
        .where('entity', '=', 'automation')
        .execute()
    )
      .map((row) => row.summary_event)
      .sort();
  const stateRow = (id: string) =>
    t.database.db
      .selectFrom('automation_states')
      .selectAll()
      .where('automation_id', '=', id)
      .executeTakeFirst();
  const addRun = (
    automationId: string,
    at: string,
    result: string,
    facts: RunTriggerFacts,
    detail: RunDetail,
  ) =>
    t.database.db
      .insertInto('automation_runs')
      .values({
        id: `run-${at}`,
        automation_id: automationId,
        run_key: `key-${at}`,
        at,
        trigger: JSON.stringify(facts),
        result: result as 'ok',
        detail: JSON.stringify(detail),
      })
      .execute();

  it('creates, reads, lists, replaces and deletes an automation, each write audited', async () => {
    const made = await create();
    expect(made).toMatchObject({
      name: 'Too hot',
      enabled: true,
      cooldownMinutes: 5,
      conditions: [],
      summary: 'When Flower Room A is above 29 °C for 10 minutes, turn socket 2 of Tent A on',
      createdBy: { _id: staff.user._id, email: 'staff@example.test' },
      lastRun: null,
      state: { status: 'idle', since: null },
    });
    // Saved enabled: its state starts armed, with no wait.
    expect(await stateRow(made._id)).toMatchObject({ armed: 1, pending_since: null });

    const read = await call(member, 'GET', `/api/automations/${made._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(made);
    const list = await call(member, 'GET', '/api/automations');
    expect(list.json<Automation[]>().map((a) => a._id)).toEqual([made._id]);

    const replaced = await call(
      staff,
      'PUT',
      `/api/automations/${made._id}`,
      hot({ name: 'Hot', cooldownMinutes: 15 }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      name: 'Hot',
      cooldownMinutes: 15,
      createdBy: { _id: staff.user._id },
    });
    const off = await call(
      staff,
      'PUT',
      `/api/automations/${made._id}`,
      hot({ name: 'Hot', cooldownMinutes: 15, enabled: false }),
    );
    expect(off.json()).toMatchObject({ enabled: false });

    const deleted = await call(staff, 'DELETE', `/api/automations/${made._id}`);
    expect(deleted.statusCode).toBe(204);
    const gone = await call(member, 'GET', `/api/automations/${made._id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'automations.not_found' });

    expect(await auditEvents()).toEqual(['changed', 'created', 'deleted', 'disabled']);
  });

  it('words the sentence in the reader’s language, for a saved automation and an unsaved one', async () => {
    const body = hot({ conditions: [{ type: 'online', deviceId: tent }] });
    const en = await call(staff, 'POST', '/api/automations/summary', body);
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json()).toEqual({
      summary:
        'When Flower Room A is above 29 °C for 10 minutes, if Tent A is online, turn socket 2 of Tent A on',
    });
    await speak(staff, 'he');
    const he = await call(staff, 'POST', '/api/automations/summary', body);
    expect(he.json()).toEqual({
      summary:
        'כאשר Flower Room A מעל \u206829 °C\u2069 במשך 10 דקות, אם Tent A מחובר, להדליק את שקע 2 של Tent A',
    });
    const made = await create(
      hot({
        trigger: { type: 'time', blocks: [{ days: [1, 3], from: '18:00', to: '06:00' }] },
        actions: [
          { type: 'notify', roles: ['admin'], userIds: [member.user._id] },
          { type: 'command', deviceId: tent, functionName: 'setTemperatureThreshold', arg: '18,25' },
        ],
      }),
    );
    expect(made.summary).toMatch(/^יום ב׳, יום ד׳ ב-18:00 \(עד 06:00\), /);
    expect(made.summary).toContain('כל המנהלים');
    await speak(member, 'en');
    const asMember = await call(member, 'GET', `/api/automations/${made._id}`);
    expect(asMember.json<Automation>().summary).toBe(
      `Mon, Wed at 18:00 (until 06:00), notify ${member.user.email} and all admins and set the ` +
        'temperature limits of Tent A to 18–25 °C',
    );
  });

  it('words the sentences in ?lang= (the page’s language) over the reader’s own, and refuses an unknown one', async () => {
    const made = await create(
      hot({
        trigger: { type: 'time', blocks: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '22:00', to: '06:00' }] },
      }),
    );
    await addRun(
      made._id,
      '2026-04-20T08:00:00.000Z',
      'failed',
      { type: 'time', blockFrom: '22:00', blockTo: '06:00' },
      { code: 'device_offline', actions: [{ type: 'command', ok: false, error: 'devices.offline' }] },
    );
    await speak(member, 'en');
    const english = 'Every day at 22:00 (until 06:00), turn socket 2 of Tent A on';
    const hebrew = 'כל יום ב-22:00 (עד 06:00), להדליק את שקע 2 של Tent A';
    const read = async (url: string) => {
      const response = await call(member, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };

    expect((await read(`/api/automations/${made._id}`)).json<Automation>().summary).toBe(english);
    expect((await read(`/api/automations/${made._id}?lang=he`)).json<Automation>().summary).toBe(hebrew);
    expect((await read('/api/automations')).json<Automation[]>()[0]!.summary).toBe(english);
    expect((await read('/api/automations?lang=he')).json<Automation[]>()[0]!.summary).toBe(hebrew);
    // The reader's setting stays theirs: asked without lang again, English.
    expect((await read(`/api/automations/${made._id}?lang=es`)).json<Automation>().summary).toBe(
      'Todos los días a las 22:00 (hasta las 06:00), encender el enchufe 2 de Tent A',
    );
    expect((await read('/api/automations')).json<Automation[]>()[0]!.summary).toBe(english);

    const runsUrl = `/api/automations/${made._id}/runs`;
    expect((await read(runsUrl)).json<AutomationRun[]>()[0]).toMatchObject({
      trigger: 'the block 22:00–06:00 began',
      detail: 'Failed: the device is offline: device command failed (devices.offline)',
    });
    const hebrewRuns = (await read(`${runsUrl}?limit=1&lang=he`)).json<AutomationRun[]>();
    expect(hebrewRuns).toEqual([
      {
        at: '2026-04-20T08:00:00.000Z',
        trigger: 'הבלוק 22:00–06:00 התחיל',
        result: 'failed',
        detail: 'נכשל: המכשיר מנותק: פקודת מכשיר נכשלה (devices.offline)',
      },
    ]);

    const body = hot();
    const summary = async (query: string) => {
      const response = await call(staff, 'POST', `/api/automations/summary${query}`, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ summary: string }>().summary;
    };
    expect(await summary('')).toBe(
      'When Flower Room A is above 29 °C for 10 minutes, turn socket 2 of Tent A on',
    );
    expect(await summary('?lang=he')).toBe(
      'כאשר Flower Room A מעל \u206829 °C\u2069 במשך 10 דקות, להדליק את שקע 2 של Tent A',
    );

    for (const [method, url] of [
      ['GET', '/api/automations?lang=fr'],
      ['GET', `/api/automations/${made._id}?lang=fr`],
      ['GET', `${runsUrl}?lang=fr`],
      ['POST', '/api/automations/summary?lang=fr'],
    ] as const) {
      const refused = await call(staff, method, url, method === 'POST' ? body : undefined);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json<{ details: { path: string }[] }>().details[0]!.path).toBe('querystring.lang');
    }
  });

  it('refuses what its schema cannot see with 400 and a detail at its path', async () => {
    const refused = async (body: object, path: string) => {
      const response = await call(staff, 'POST', '/api/automations', body);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation.failed' });
      expect(response.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toContain(path);
    };
    const command = (extra: object) => ({
      type: 'command',
      deviceId: tent,
      functionName: 'pushNow',
      arg: '',
      ...extra,
    });
    await refused(hot({ actions: [command({ deviceId: 'nope' })] }), 'body.actions.0.deviceId');
    await refused(
      hot({ trigger: { type: 'metric', deviceId: 'nope', metric: 'co2', op: 'above', value: 1 } }),
      'body.trigger.deviceId',
    );
    // A soil probe reports no CO₂; no device of the room reports moisture.
    await refused(
      hot({ trigger: { type: 'metric', deviceId: probe, metric: 'co2', op: 'above', value: 1 } }),
      'body.trigger.metric',
    );
    await refused(
      hot({ trigger: { type: 'metric', roomId, metric: 'moisture_pct', op: 'below', value: 30 } }),
      'body.trigger.metric',
    );
    await refused(
      hot({ actions: [command({ functionName: 'selfDestruct' })] }),
      'body.actions.0.functionName',
    );
    // A soil probe cannot switch a socket; a climate controller refuses a bad argument.
    await refused(
      hot({ actions: [command({ deviceId: probe, functionName: 'toggleSocket', arg: '1,on' })] }),
      'body.actions.0.functionName',
    );
    await refused(
      hot({ actions: [command({ functionName: 'toggleSocket', arg: '9,on' })] }),
      'body.actions.0.arg',
    );
    await refused(
      hot({ actions: [{ type: 'profile', profileId: 'nope', roomId }] }),
      'body.actions.0.profileId',
    );
    await refused(
      hot({ actions: [{ type: 'profile', profileId: 'nope', roomId: 'nope' }] }),
      'body.actions.0.roomId',
    );
    const template = await call(staff, 'POST', '/api/task-templates', {
      name: 'Flip SOP',
      steps: [{ title: 'Defoliate', stage: 'flower', dayOfStage: 1 }],
    });
    expect(template.statusCode, template.body).toBe(201);
    const templateId = template.json<{ _id: string }>()._id;
    await refused(
      hot({ actions: [{ type: 'task', templateId: 'nope', stepId: 'x' }] }),
      'body.actions.0.templateId',
    );
    await refused(hot({ actions: [{ type: 'task', templateId, stepId: 'nope' }] }), 'body.actions.0.stepId');
    await refused(hot({ actions: [{ type: 'webhook', webhookId: 'nope' }] }), 'body.actions.0.webhookId');
    await refused(hot({ actions: [{ type: 'notify', userIds: ['nope'] }] }), 'body.actions.0.userIds.0');
    await refused(hot({ trigger: { type: 'lights', deviceId: probe, edge: 'on' } }), 'body.trigger.deviceId');
    await refused(
      hot({ conditions: [{ type: 'phase', phase: 'day', deviceId: probe }] }),
      'body.conditions.0.deviceId',
    );
    await refused(
      hot({ trigger: { type: 'stage', roomId: 'nope', stage: 'flower' } }),
      'body.trigger.roomId',
    );
    // The schema's own: a block from equal to to, a wait over a day, a negative cooldown.
    await refused(
      hot({ trigger: { type: 'time', blocks: [{ days: [1], from: '08:00', to: '08:00' }] } }),
      'body.trigger.blocks.0.to',
    );
    await refused(
      hot({
        trigger: { type: 'metric', roomId, metric: 'temperature', op: 'above', value: 1, forMinutes: 1441 },
      }),
      'body.trigger.forMinutes',
    );
    await refused(hot({ cooldownMinutes: -1 }), 'body.cooldownMinutes');
    // The unsaved sentence is validated as a save.
    const summary = await call(
      staff,
      'POST',
      '/api/automations/summary',
      hot({ actions: [command({ deviceId: 'nope' })] }),
    );
    expect(summary.statusCode).toBe(400);
    // A known template step, webhook and user pass.
    const hook = await call(await t.createUser('admin'), 'POST', '/api/admin/webhooks', {
      url: 'http://127.0.0.1:9/canopy',
      events: ['alert.opened'],
      enabled: true,
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const stepId = template.json<{ steps: { _id: string }[] }>().steps[0]!._id;
    const fine = await create(
      hot({
        actions: [
          { type: 'task', templateId, stepId },
          { type: 'webhook', webhookId: hook.json<{ _id: string }>()._id },
          { type: 'notify', userIds: [member.user._id] },
        ],
      }),
    );
    expect(fine.summary).toContain('create the task "Defoliate" of Flip SOP');
    expect(fine.summary).toContain('call the webhook http://127.0.0.1:9/canopy');
  });

  it('lets only staff write: a plain user’s POST, PUT, DELETE and summary are 403', async () => {
    const made = await create();
    expect((await call(member, 'POST', '/api/automations', hot())).statusCode).toBe(403);
    expect((await call(member, 'PUT', `/api/automations/${made._id}`, hot())).statusCode).toBe(403);
    expect((await call(member, 'DELETE', `/api/automations/${made._id}`)).statusCode).toBe(403);
    expect((await call(member, 'POST', '/api/automations/summary', hot())).statusCode).toBe(403);
    expect((await call(member, 'GET', `/api/automations/${made._id}`)).statusCode).toBe(200);
  });

  it('saves a staff-only function for a superuser, and refuses it at save for a role that may not call it', async () => {
    const reset = hot({
      actions: [{ type: 'command', deviceId: tent, functionName: 'factoryReset', arg: 'false' }],
    });
    const made = await create(reset);
    expect(made.summary).toContain('reset Tent A to its factory settings');
    // Every writer is staff, so the rule is checked with the save's validation itself.
    const lookups: AutomationLookups = {
      devices: { findMany: async (ids) => ids.map((id) => ({ id, kind: 'climate' as const })) },
      roomDevices: async () => [tent],
      profileExists: async () => true,
      templateSteps: async () => [],
      webhookExists: async () => true,
      userExists: async () => true,
    };
    const parsed = {
      name: 'x',
      enabled: true,
      trigger: { type: 'alert' as const, minSeverity: 'warning' as const },
      conditions: [],
      actions: [{ type: 'command' as const, deviceId: tent, functionName: 'softReset', arg: '' }],
      cooldownMinutes: 5,
    };
    await expect(validateAutomation(lookups, { id: 'u', role: 'user' }, parsed)).rejects.toMatchObject({
      statusCode: 403,
      code: 'auth.forbidden',
    });
    await expect(
      validateAutomation(lookups, { id: 's', role: 'superuser' }, parsed),
    ).resolves.toBeUndefined();
    const userFunction = { ...parsed, actions: [{ ...parsed.actions[0]!, functionName: 'pushNow' }] };
    await expect(
      validateAutomation(lookups, { id: 'u', role: 'user' }, userFunction),
    ).resolves.toBeUndefined();
  });

  it('lists runs newest first, worded in the reader’s language, and the last one on the automation', async () => {
    const made = await create();
    await addRun(
      made._id,
      '2026-04-20T08:00:00.000Z',
      'ok',
      { type: 'metric', observed: 29.6, deviceId: tent },
      { code: 'ok', actions: [{ type: 'command', ok: true }] },
    );
    await addRun(
      made._id,
      '2026-04-20T08:30:00.000Z',
      'skipped',
      { type: 'metric', observed: 30.1 },
      { code: 'cooldown', actions: [] },
    );
    await addRun(
      made._id,
      '2026-04-20T08:50:00.000Z',
      'failed',
      { type: 'metric', observed: 31, deviceId: tent },
      { code: 'device_offline', actions: [{ type: 'command', ok: false, error: 'devices.offline' }] },
    );
    const runs = await call(member, 'GET', `/api/automations/${made._id}/runs`);
    expect(runs.statusCode, runs.body).toBe(200);
    expect(runs.json<AutomationRun[]>()).toEqual([
      {
        at: '2026-04-20T08:50:00.000Z',
        trigger: 'temperature 31 °C at Tent A',
        result: 'failed',
        detail: 'Failed: the device is offline: device command failed (devices.offline)',
      },
      {
        at: '2026-04-20T08:30:00.000Z',
        trigger: 'temperature 30.1 °C',
        result: 'skipped',
        detail: 'Held back: it ran less than the cooldown ago',
      },
      {
        at: '2026-04-20T08:00:00.000Z',
        trigger: 'temperature 29.6 °C at Tent A',
        result: 'ok',
        detail: 'Done: device command done',
      },
    ]);
    const paged = await call(
      member,
      'GET',
      `/api/automations/${made._id}/runs?limit=1&before=2026-04-20T08:50:00.000Z`,
    );
    expect(paged.json<AutomationRun[]>().map((r) => r.at)).toEqual(['2026-04-20T08:30:00.000Z']);
    await speak(member, 'ru');
    const ru = (await call(member, 'GET', `/api/automations/${made._id}/runs?limit=1`)).json<
      AutomationRun[]
    >();
    expect(ru[0]).toMatchObject({
      trigger: 'температура 31 °C (Tent A)',
      detail: 'Ошибка: устройство не в сети: команда устройству: ошибка (devices.offline)',
    });
    const listed = (await call(member, 'GET', '/api/automations')).json<Automation[]>();
    expect(listed[0]!.lastRun).toMatchObject({ at: '2026-04-20T08:50:00.000Z', result: 'failed' });
    expect((await call(member, 'GET', '/api/automations/nope/runs')).statusCode).toBe(404);
  });

  it('shows the trigger’s state, and arms it again when enabled or given a new trigger', async () => {
    const made = await create();
    const db = t.database.db;
    await db
      .updateTable('automation_states')
      .set({ armed: 0, last_fired_at: NOW })
      .where('automation_id', '=', made._id)
      .execute();
    const fired = (await call(member, 'GET', `/api/automations/${made._id}`)).json<Automation>();
    expect(fired.state).toEqual({ status: 'fired', since: NOW });
    // A rename keeps the state; a new trigger arms it with no wait.
    await call(staff, 'PUT', `/api/automations/${made._id}`, hot({ name: 'Renamed' }));
    expect(await stateRow(made._id)).toMatchObject({ armed: 0 });
    const colder = hot({
      trigger: { type: 'metric', roomId, metric: 'temperature', op: 'above', value: 28, forMinutes: 10 },
    });
    await call(staff, 'PUT', `/api/automations/${made._id}`, colder);
    expect(await stateRow(made._id)).toMatchObject({ armed: 1, pending_since: null, last_fired_at: NOW });
    // Waiting, then disabled and enabled again: armed, the wait forgotten.
    await db
      .updateTable('automation_states')
      .set({ pending_since: NOW })
      .where('automation_id', '=', made._id)
      .execute();
    expect((await call(member, 'GET', `/api/automations/${made._id}`)).json<Automation>().state).toEqual({
      status: 'waiting',
      since: NOW,
    });
    await call(staff, 'PUT', `/api/automations/${made._id}`, { ...colder, enabled: false });
    expect(await stateRow(made._id)).toMatchObject({ pending_since: NOW });
    await call(staff, 'PUT', `/api/automations/${made._id}`, colder);
    expect(await stateRow(made._id)).toMatchObject({ armed: 1, pending_since: null });
    expect(await auditEvents()).toEqual(['changed', 'changed', 'created', 'disabled', 'enabled']);
  });

  it('deletes an automation with its runs and state', async () => {
    const made = await create();
    const other = await create(hot({ name: 'Other' }));
    await addRun(made._id, NOW, 'ok', { type: 'metric', observed: 30 }, { code: 'ok', actions: [] });
    await addRun(
      other._id,
      '2026-04-20T08:59:00.000Z',
      'ok',
      { type: 'metric', observed: 30 },
      { code: 'ok', actions: [] },
    );
    expect((await call(staff, 'DELETE', `/api/automations/${made._id}`)).statusCode).toBe(204);
    const db = t.database.db;
    const runs = await db.selectFrom('automation_runs').select('automation_id').execute();
    expect(runs.map((r) => r.automation_id)).toEqual([other._id]);
    expect(await stateRow(made._id)).toBeUndefined();
    expect(await stateRow(other._id)).toBeDefined();
    expect((await call(staff, 'DELETE', `/api/automations/${made._id}`)).statusCode).toBe(404);
  });
});
