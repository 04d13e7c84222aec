import { runSchema, type CreateRunBody, type Run } from '@canopy/shared/schemas/runs';
import { apiRequest } from '../../../lib/api-client';
import { useRunWrite } from './use-run-write';

/** `POST /api/runs` (staff): each group's first stage event is at `startedAt`. */
export function createRun(body: CreateRunBody): Promise<Run> {
  return apiRequest('/runs', { method: 'POST', body, schema: runSchema });
}

export const useCreateRun = () => useRunWrite(createRun);
