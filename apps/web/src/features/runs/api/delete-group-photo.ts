import { runSchema, type Run } from '@canopy/shared/schemas/runs';
import { apiRequest } from '../../../lib/api-client';
import { useRunWrite } from './use-run-write';

/** Deletes a group's photo with its file: its author or staff (403 otherwise). */
export function deleteGroupPhoto({ runId, photoId }: { runId: string; photoId: string }): Promise<Run> {
  const path = `/runs/${encodeURIComponent(runId)}/photos/${encodeURIComponent(photoId)}`;
  return apiRequest(path, { method: 'DELETE', schema: runSchema });
}

export const useDeleteGroupPhoto = () => useRunWrite(deleteGroupPhoto);
