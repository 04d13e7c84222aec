import type { AppInstance } from '../../http/app-instance.ts';
import type { Job } from '../../jobs/job-registry.ts';
import { registerAutomationRoutes } from './automations.routes.ts';
import { createAutomationsRepository } from './automations.repository.ts';
import { createAutomationsService, type AutomationsServiceDeps } from './automations.service.ts';

export type AutomationsModuleDeps = AutomationsServiceDeps;

/**
 * Automations (DESIGN 24): their API (CRUD, runs, the sentence of an unsaved one) and, beside it, what
 * the engine and its preview use: the stored automations and `describeActions` in a reader's language.
 */
export function createAutomationsModule(deps: AutomationsModuleDeps) {
  const service = createAutomationsService(deps);
  const repository = createAutomationsRepository(deps.db);
  // The engine's singleton `automations` job (engine/automation-engine.ts) is added here.
  const jobs: Job[] = [];
  return {
    service,
    repository,
    describeActions: service.describeActions,
    jobs,
    routes(app: AppInstance): void {
      registerAutomationRoutes(app, service);
      // The preview route (automation-preview.routes.ts) is registered here.
    },
  };
}

export type AutomationsModule = ReturnType<typeof createAutomationsModule>;
