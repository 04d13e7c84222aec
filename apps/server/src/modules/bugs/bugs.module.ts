import type { AppInstance } from '../../http/app-instance.ts';
import type { ThreadDeps } from '../threads/thread.service.ts';
import { bugTrash } from './bug-trash.ts';
import { registerBugRoutes } from './bugs.routes.ts';
import { createBugsService } from './bugs.service.ts';

/** Bugs: a thread kind (`modules/threads`) with its own lists, page and close; `trash` how the trash handles one. */
export function createBugsModule(deps: ThreadDeps) {
  const service = createBugsService(deps);
  return {
    service,
    trash: bugTrash,
    /** Upload routes: registered where multipart bodies are taken. */
    routes: (uploads: AppInstance) => registerBugRoutes(uploads, service),
  };
}
