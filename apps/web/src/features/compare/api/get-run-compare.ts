import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COMPARE_MIN_RUNS, runCompareSchema, type RunCompare } from '@canopy/shared/schemas/run-compare';
import { apiRequest } from '../../../lib/api-client';
import type { RunCompareChoice } from '../lib/compare-search';
import { compareKeys, compareQuery } from './compare-keys';

/** `GET /api/runs/compare?ids=&stage=&step=&metrics=`: the runs' series by day of stage, marks and outcomes. */
export function getRunCompare(choice: RunCompareChoice): Promise<RunCompare> {
  return apiRequest(`/runs/compare?${compareQuery(choice)}`, { schema: runCompareSchema });
}

/**
 * The comparison of a choice; nothing is asked with fewer than two runs. The charts on screen stay while
 * another choice loads, so a chip or a step does not blank the page.
 */
export const useRunCompare = (choice: RunCompareChoice) =>
  useQuery({
    queryKey: compareKeys.of(choice),
    queryFn: () => getRunCompare(choice),
    enabled: choice.ids.length >= COMPARE_MIN_RUNS,
    placeholderData: keepPreviousData,
  });
