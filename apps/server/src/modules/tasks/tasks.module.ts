import type { AppInstance } from '../../http/app-instance.ts';
import type { ThreadDeps } from '../threads/thread.service.ts';
import { taskTrash } from './task-trash.ts';
import { registerTaskRoutes } from './tasks.routes.ts';
import { createTasksService } from './tasks.service.ts';

/** Tasks: a thread kind (`modules/threads`) with their open and done lists; `trash` how the trash handles one. */
export function createTasksModule(deps: ThreadDeps) {
  const service = createTasksService(deps);
  return {
    service,
    trash: taskTrash,
    /** Upload routes: registered where multipart bodies are taken. */
    routes: (uploads: AppInstance) => registerTaskRoutes(uploads, service),
  };
}
