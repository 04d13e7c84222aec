import type { AppInstance } from '../../http/app-instance.ts';
import { registerComparisonRoutes } from './comparison.routes.ts';
import { createRunComparison, type RunComparisonDeps } from './run-comparison.ts';

/**
 * Runs compared by day of stage (DESIGN section 23): each run's room series over a stage, aligned on the
 * stage's first local day, with its marks and its outcome; the same buckets as CSV.
 */
export function createComparisonModule(deps: RunComparisonDeps) {
  const comparison = createRunComparison(deps);
  return {
    comparison,
    routes: (app: AppInstance) => registerComparisonRoutes(app, comparison),
  };
}

export type ComparisonModule = ReturnType<typeof createComparisonModule>;
