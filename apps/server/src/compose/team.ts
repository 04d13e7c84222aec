import { AppError } from '../lib/app-error.ts';
import { createBugsModule } from '../modules/bugs/bugs.module.ts';
import { createNewsModule } from '../modules/news/news.module.ts';
import { createTasksModule } from '../modules/tasks/tasks.module.ts';
import type { Accounts } from './accounts.ts';
import type { Crop } from './crop.ts';
import type { Readings } from './readings.ts';

/**
 * The team's records, each with its author, files and trash spec: news, and bugs and tasks (thread
 * kernel). Tasks are made after the crop: they name people (the users' directory), runs and their groups,
 * rooms, cuttings and devices (each through its module's service), and count days in the site's zone.
 */
export function composeTeam(accounts: Accounts, { readings, crop }: { readings: Readings; crop: Crop }) {
  const { authored } = accounts;
  const tasks = createTasksModule({
    ...authored,
    zone: crop.site.zone,
    people: accounts.users.repository,
    crop: {
      findRun: (id) =>
        crop.runs.service.get(id).catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 404) return undefined;
          throw error;
        }),
      roomNames: crop.rooms.names,
      liveCuttingIds: crop.cuttings.liveIds,
      deviceIds: async (ids) => new Set((await readings.devices.findMany(ids)).map((device) => device.id)),
    },
  });
  // The crop's port (lib/port.ts) for a true cycle: tasks name runs and rooms, and a bad sighting in a room
  // opens a follow-up task.
  crop.followUpTasks.bind({
    open: async (actor, task) => (await tasks.service.create(actor, task))._id,
  });
  return { news: createNewsModule(authored), bugs: createBugsModule(authored), tasks };
}

export type Team = ReturnType<typeof composeTeam>;
