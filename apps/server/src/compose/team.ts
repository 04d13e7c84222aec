import { createBugsModule } from '../modules/bugs/bugs.module.ts';
import { createNewsModule } from '../modules/news/news.module.ts';
import { createTasksModule } from '../modules/tasks/tasks.module.ts';
import type { Authored } from './accounts.ts';

/** The team's records, each with its author, files and trash spec: news, and bugs and tasks (thread kernel). */
export function composeTeam(authored: Authored) {
  return {
    news: createNewsModule(authored),
    bugs: createBugsModule(authored),
    tasks: createTasksModule(authored),
  };
}

export type Team = ReturnType<typeof composeTeam>;
