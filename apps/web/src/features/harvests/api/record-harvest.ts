import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HarvestBody } from '@canopy/shared/schemas/harvests';
import { runSchema, type Run } from '@canopy/shared/schemas/runs';
import { apiRequest } from '../../../lib/api-client';
import { cropKeys } from '../../../lib/crop/crop-keys';

export interface RecordHarvestInput {
  runId: string;
  /** Idempotency-Key: the same for every send of one form, so a retry after a lost answer harvests once. */
  key: string;
  body: HarvestBody;
}

/** `POST /api/runs/{id}/harvests` (staff): the group's plants, or some of them, move to dry. */
export function recordHarvest({ runId, key, body }: RecordHarvestInput): Promise<Run> {
  const path = `/runs/${encodeURIComponent(runId)}/harvests`;
  return apiRequest(path, { method: 'POST', body, schema: runSchema, idempotencyKey: key });
}

/**
 * The answer is the whole run, its new harvest among its harvests: it replaces the page's copy, and the
 * lists and rooms (which show the groups' stages) refetch, as after any move.
 */
export function useRecordHarvest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordHarvest,
    onSuccess: async (run) => {
      queryClient.setQueryData(cropKeys.run(run._id), run);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cropKeys.runLists() }),
        queryClient.invalidateQueries({ queryKey: cropKeys.rooms() }),
      ]);
    },
  });
}
