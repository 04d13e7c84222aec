import type { AppInstance } from '../../http/app-instance.ts';
import type { Job } from '../../jobs/job-registry.ts';
import { AUTOMATION_EVALUATE_MS } from '@canopy/shared/schemas/automations';
import { registerAutomationPreviewRoutes } from './automation-preview.routes.ts';
import { registerAutomationRoutes } from './automations.routes.ts';
import { createAutomationEngine, type AutomationEngineDeps } from './engine/automation-engine.ts';
import { createAutomationPreview, type PreviewDeps } from './engine/automation-preview.ts';
import { createAutomationsRepository } from './automations.repository.ts';
import { createAutomationsService, type AutomationsServiceDeps } from './automations.service.ts';

export type AutomationsModuleDeps = AutomationsServiceDeps & {
  /** The engine's facts and action sinks (engine/fact-sources.ts, engine/action-sinks.ts); without them no job. */
  engine?: Pick<AutomationEngineDeps, 'facts' | 'sinks' | 'log'>;
  /** The preview's history reads; without them no preview route. */
  preview?: Omit<PreviewDeps, 'languageOf' | 'describeActions'>;
};

/**
 * Automations (DESIGN 24): their API (CRUD, runs, the sentence of an unsaved one) and, beside it, what
 * the engine and its preview use: the stored automations and `describeActions` in a reader's language.
 */
export function createAutomationsModule(deps: AutomationsModuleDeps) {
  const service = createAutomationsService(deps);
  const repository = createAutomationsRepository(deps.db);
  const engine = deps.engine && createAutomationEngine({ db: deps.db, clock: deps.clock, ...deps.engine });
  const jobs: Job[] = engine
    ? [{ name: 'automations', everyMs: AUTOMATION_EVALUATE_MS, run: () => engine.evaluate(deps.clock.now()) }]
    : [];
  const preview =
    deps.preview &&
    createAutomationPreview({
      ...deps.preview,
      languageOf: deps.languageOf,
      describeActions: service.describeActions,
    });
  return {
    service,
    repository,
    describeActions: service.describeActions,
    engine,
    jobs,
    routes(app: AppInstance): void {
      registerAutomationRoutes(app, service);
      if (preview) registerAutomationPreviewRoutes(app, preview);
    },
  };
}

export type AutomationsModule = ReturnType<typeof createAutomationsModule>;
