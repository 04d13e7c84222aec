import type { AutomationBody } from '@canopy/shared/schemas/automations';
import {
  DeviceCloudError,
  noDeviceCloud,
  type DeviceCloud,
} from '../integrations/device-cloud/device-cloud.ts';
import { newId } from '../lib/ids.ts';
import type { TestContext } from './test-app.ts';
import { createDevicesRepository } from '../modules/devices/devices.repository.ts';
import { createRoomStays } from '../modules/rooms/room-stays.ts';
import type { ActionSinks, AutomationNotice } from '../modules/automations/engine/action-sinks.ts';
import { createAutomationEngine } from '../modules/automations/engine/automation-engine.ts';
import { createAutomationPreview } from '../modules/automations/engine/automation-preview.ts';
import { createFactSources } from '../modules/automations/engine/fact-sources.ts';
import { historyReadings } from '../modules/automations/engine/history-readings.ts';
import { markAutomationsChanged } from '../modules/automations/automations.repository.ts';

export const DEVICE = 'a0a0a0a0a0a0a0a0a0a0a0a0';

/** The trigger most automation tests watch: the test controller above 29 °C for 5 minutes, 1 °C to clear. */
export const HOT_TRIGGER = {
  type: 'metric',
  deviceId: DEVICE,
  metric: 'temperature',
  op: 'above',
  value: 29,
  forMinutes: 5,
  clear: 1,
} as const;

/** The action they take: the test controller's socket 2 on. */
export const SOCKET_ON = {
  type: 'command',
  deviceId: DEVICE,
  functionName: 'toggleSocket',
  arg: '2,on',
} as const;

/** A whole automation body of the two, without a cooldown, as the routes take it. */
export const HEAT_GUARD = {
  name: 'Heat guard',
  trigger: HOT_TRIGGER,
  actions: [SOCKET_ON],
  cooldownMinutes: 0,
};

/** The device cloud as the outside world: each call recorded, answering as the test says. */
export function fakeCloud() {
  const calls: { deviceId: string; name: string; arg: string }[] = [];
  const state = { answer: 1 as number | 'offline' };
  const cloud: DeviceCloud = {
    ...noDeviceCloud,
    callFunction: async (deviceId, name, arg) => {
      calls.push({ deviceId, name, arg });
      if (state.answer === 'offline') throw new DeviceCloudError('offline', 'Device offline');
      return state.answer;
    },
  };
  // The devices service asks for a fresh reading (pushNow) after a switch: only the commands count here.
  const commands = () => calls.filter((call) => call.name !== 'pushNow');
  return { cloud, commands, state };
}

/** A climate reading of DEVICE stored as the event stream stores it, at the test clock's now. */
export async function climateReading(t: TestContext, values: Record<string, number>): Promise<void> {
  await t.services.deviceSync.handleEvent({
    name: 'canopy/climate',
    data: JSON.stringify(values),
    coreid: DEVICE,
    publishedAt: t.clock.now().toISOString(),
  });
  await t.services.telemetryWriter.flush();
}

/** Stores an automation as its routes would (the CRUD is another helper's), answering its id. */
export async function addAutomation(
  t: TestContext,
  createdById: string,
  body: Pick<AutomationBody, 'trigger'> & Partial<AutomationBody>,
): Promise<string> {
  const id = newId(t.clock.now().getTime());
  const at = t.clock.now().toISOString();
  await t.database.db
    .insertInto('automations')
    .values({
      id,
      name: body.name ?? 'Heat guard',
      enabled: 1,
      trigger: JSON.stringify(body.trigger),
      conditions: JSON.stringify(body.conditions ?? []),
      actions: JSON.stringify(body.actions ?? [SOCKET_ON]),
      cooldown_minutes: body.cooldownMinutes ?? 0,
      created_by_id: createdById,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await markAutomationsChanged(t.database.db);
  return id;
}

export const runsOf = (t: TestContext, automationId: string) =>
  t.database.db
    .selectFrom('automation_runs')
    .selectAll()
    .where('automation_id', '=', automationId)
    .orderBy('at')
    .orderBy('run_key')
    .execute();

/** An engine over the test app's modules; notices, tasks and webhooks recorded (their modules are wired later). */
export function engineFor(t: TestContext, bootId = 'boot-1') {
  const devices = createDevicesRepository(t.database.db);
  const notices: { userIds: readonly string[]; notice: AutomationNotice }[] = [];
  const sinks: ActionSinks = {
    userById: async (id) => {
      const row = await t.services.usersRepository.findById(id);
      return row && { id: row.id, role: row.role };
    },
    usersWithRoles: async (roles) =>
      (await t.services.usersRepository.list()).filter((u) => roles.includes(u.role)).map((u) => u.id),
    callFunction: (actor, deviceId, name, arg) => t.services.devices.callFunction(actor, deviceId, name, arg),
    applyProfile: async () => undefined,
    notify: async (userIds, notice) => void notices.push({ userIds, notice }),
    createTask: async () => undefined,
    deliverWebhook: async () => undefined,
  };
  const engine = createAutomationEngine({
    db: t.database.db,
    clock: t.clock,
    log: { warn: (...args: unknown[]) => console.warn(...args) },
    bootId,
    sinks,
    facts: createFactSources({
      devices,
      deviceStays: createRoomStays({ db: t.database.db, devices }),
      groupsInRooms: t.services.roomGroups,
      alertsOpenedOn: async () => [],
      zone: t.services.siteZone,
    }),
  });
  return { engine, notices };
}

/** The preview over the test app's history; actions worded plainly (their wording is the summary's). */
export function previewFor(t: TestContext) {
  const devices = createDevicesRepository(t.database.db);
  return createAutomationPreview({
    devices: (ids) => devices.findMany(ids),
    readings: historyReadings(t.database.db),
    deviceStays: createRoomStays({ db: t.database.db, devices }),
    stageHistoryInRooms: async () => [],
    alertsOpened: async () => [],
    timeZone: () => t.services.siteZone.timeZone(),
    languageOf: async () => 'en',
    describeActions: async (actions) =>
      actions.map((a) => (a.type === 'command' ? `command ${a.functionName} ${a.arg}` : a.type)),
  });
}
