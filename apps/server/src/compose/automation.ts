import { AppError } from '../lib/app-error.ts';
import { createAutomationsModule } from '../modules/automations/automations.module.ts';
import { createFactSources } from '../modules/automations/engine/fact-sources.ts';
import { historyReadings } from '../modules/automations/engine/history-readings.ts';
import type { Accounts } from './accounts.ts';
import type { Alerting } from './alerting.ts';
import type { Climate } from './climate.ts';
import type { Crop } from './crop.ts';
import type { Kit } from './kit.ts';
import type { Readings } from './readings.ts';
import type { Team } from './team.ts';

export interface AutomationNeeds {
  accounts: Accounts;
  readings: Readings;
  alerting: Alerting;
  crop: Crop;
  team: Team;
  /** Commands go through the devices' callFunction; a `profile` action applies a stage climate profile. */
  climate: Climate;
}

/** A lookup that answers 404 for a missing record, as undefined. */
async function orUndefined<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/**
 * Automations (DESIGN 24), made last: they name devices, rooms, task templates, webhooks and people, each
 * read through its own module's service or directory, and speak in each reader's language. The engine
 * (the singleton `automations` job) reads its facts from the modules that keep them and acts through
 * theirs: device commands, climate profiles, notifications, tasks and outgoing webhooks; the preview
 * replays the stored history those modules keep.
 */
export function composeAutomation(kit: Kit, needs: AutomationNeeds) {
  const { accounts, readings, alerting, crop, team, climate } = needs;
  const users = accounts.users.repository;
  const notices = alerting.notifications.automationNotices({ zone: crop.site.zone });
  const facts = createFactSources({
    devices: readings.devices,
    deviceStays: crop.rooms.deviceStays,
    groupsInRooms: crop.runs.groupsInRooms,
    alertsOpenedOn: alerting.alerts.openedOn,
    zone: crop.site.zone,
  });
  const automations = createAutomationsModule({
    db: kit.db,
    clock: kit.clock,
    languageOf: alerting.notifications.languageOf,
    sources: {
      devices: readings.devices,
      rooms: {
        names: crop.rooms.names,
        deviceIds: async (roomId) => (await orUndefined(() => crop.rooms.service.get(roomId)))?.deviceIds,
      },
      template: (id) => orUndefined(() => team.tasks.templates.get(id)),
      // A webhook has no name of its own: its address names it.
      webhookNames: async () =>
        new Map((await alerting.outgoingWebhooks.service.list()).map((hook) => [hook._id, hook.url])),
      users,
    },
    engine: {
      log: kit.log,
      facts,
      sinks: {
        userById: async (id) => {
          const user = await users.findById(id);
          return user && { id: user.id, role: user.role };
        },
        usersWithRoles: async (roles) =>
          (await users.list()).filter((user) => roles.includes(user.role)).map((user) => user.id),
        callFunction: (actor, deviceId, name, arg) =>
          climate.devices.service.callFunction(actor, deviceId, name, arg),
        applyProfile: climate.climateProfiles.applyProfile,
        notify: async (userIds, notice) => void (await notices(userIds, notice)),
        createTask: async (actor, templateId, stepId, origin) =>
          void (await team.tasks.stepTask(actor, templateId, stepId, origin)),
        deliverWebhook: (webhookId, payload) =>
          alerting.outgoingWebhooks.deliverAutomation(webhookId, payload),
      },
    },
    preview: {
      devices: (ids) => readings.devices.findMany(ids),
      readings: historyReadings(kit.db),
      deviceStays: crop.rooms.deviceStays,
      stageHistoryInRooms: crop.runs.stageHistoryInRooms,
      alertsOpened: facts.alertsOpened,
      timeZone: facts.timeZone,
    },
  });
  return { automations };
}

export type Automation = ReturnType<typeof composeAutomation>;
