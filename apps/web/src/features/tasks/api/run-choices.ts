import { useQuery } from '@tanstack/react-query';
import { runSummarySchema, type RunSummary } from '@canopy/shared/schemas/runs';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

const runsSchema = runSummarySchema.array();

/** `GET /api/runs`: the runs a task may be about, and the task filter's choices. */
export function listRunChoices(): Promise<RunSummary[]> {
  return apiRequest('/runs', { schema: runsSchema });
}

export const useRunChoices = () => useQuery({ queryKey: taskKeys.runChoices(), queryFn: listRunChoices });
