import { runSchema, type Run, type UpdateRunBody } from '@canopy/shared/schemas/runs';
import { apiRequest } from '../../../lib/api-client';
import { useRunWrite } from './use-run-write';

/** `PUT /api/runs/{id}` (staff): name, code, planned days, notes and state. */
export function updateRun({ id, body }: { id: string; body: UpdateRunBody }): Promise<Run> {
  return apiRequest(`/runs/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: runSchema });
}

export const useUpdateRun = () => useRunWrite(updateRun);
