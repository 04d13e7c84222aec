import type { AppInstance } from '../../../http/app-instance.ts';
import { registerRunReportRoutes } from './run-report.routes.ts';
import { createRunReports, type RunReportDeps } from './run-report.service.ts';

/**
 * A run's report PDF (DESIGN section 26): the run, its climate and yields as the runs, site and harvests
 * modules answer them on the screens, drawn with the report kit (reports/pdf).
 */
export function createRunReportModule(deps: RunReportDeps) {
  const reports = createRunReports(deps);
  return {
    ...reports,
    routes: (app: AppInstance) => registerRunReportRoutes(app, reports),
  };
}

export type RunReportModule = ReturnType<typeof createRunReportModule>;
