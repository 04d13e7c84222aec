import type { AppInstance } from '../../http/app-instance.ts';
import type { ThreadDeps } from '../threads/thread.service.ts';
import { registerBugRoutes } from './bugs.routes.ts';
import { createBugsService } from './bugs.service.ts';

/** Bugs: a thread kind (`modules/threads`) with its own lists, page and close. */
export function createBugsModule(deps: ThreadDeps) {
  const service = createBugsService(deps);
  return {
    service,
    /** Upload routes: registered where multipart bodies are taken. */
    routes: (uploads: AppInstance) => registerBugRoutes(uploads, service),
  };
}
