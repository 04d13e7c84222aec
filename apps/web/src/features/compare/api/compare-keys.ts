import { COMPARE_METRICS } from '@canopy/shared/schemas/run-compare';
import { cropKeys } from '../../../lib/crop/crop-keys';
import type { RunCompareChoice } from '../lib/compare-search';

/** Under the crop's root: a reconnect's catch-up reads a comparison again with the runs it compares. */
export const compareKeys = {
  all: [...cropKeys.all, 'run-compare'] as const,
  of: (choice: RunCompareChoice) => [...compareKeys.all, choice] as const,
};

/**
 * The query of a comparison, `GET /api/runs/compare` and its CSV alike (the server's buckets are the
 * same for the same query): the runs, the stage and the step, and the metrics when not all of them.
 */
export function compareQuery({ ids, stage, step, metrics }: RunCompareChoice): string {
  const query = new URLSearchParams({ ids: ids.join(','), stage, step });
  if (metrics.length < COMPARE_METRICS.length) query.set('metrics', metrics.join(','));
  return query.toString();
}
