import { AppError } from '../lib/app-error.ts';
import { createAutomationsModule } from '../modules/automations/automations.module.ts';
import type { Accounts } from './accounts.ts';
import type { Alerting } from './alerting.ts';
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
 * read through its own module's service or directory, and speak in each reader's language.
 */
export function composeAutomation(kit: Kit, { accounts, readings, alerting, crop, team }: AutomationNeeds) {
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
      users: accounts.users.repository,
    },
  });
  return { automations };
}

export type Automation = ReturnType<typeof composeAutomation>;
