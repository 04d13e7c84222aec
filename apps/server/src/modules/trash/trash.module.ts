import { DEFAULT_TRASH_DAYS } from '@canopy/shared/schemas/trash';
import type { AppInstance } from '../../http/app-instance.ts';
import type { Job } from '../../jobs/job-registry.ts';
import { createTrashPurge } from './trash-purge.ts';
import { registerTrashRoutes } from './trash.routes.ts';
import { createTrashService, type TrashServiceDeps } from './trash.service.ts';

/**
 * The trash (`TRASH_DAYS`, default 30): listing and restoring what was deleted, and the `trash-purge` job
 * that removes it for good.
 */
export function createTrashModule(options: Omit<TrashServiceDeps, 'trashDays'> & { trashDays?: number }) {
  const deps = { ...options, trashDays: options.trashDays ?? DEFAULT_TRASH_DAYS };
  const service = createTrashService(deps);
  const purge = createTrashPurge(deps);
  const jobs: Job[] = [{ name: 'trash-purge', everyMs: 60 * 60_000, run: () => purge.runOnce() }];
  return { service, purge, jobs, routes: (app: AppInstance) => registerTrashRoutes(app, service) };
}
