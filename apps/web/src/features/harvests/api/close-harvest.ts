import { useMutation, useQueryClient } from '@tanstack/react-query';
import { harvestSchema, type Harvest } from '@canopy/shared/schemas/harvests';
import { apiRequest } from '../../../lib/api-client';
import { cropKeys } from '../../../lib/crop/crop-keys';
import { putHarvest } from './harvest-cache';

/** `PUT /api/harvests/{id}/close` (staff), once the dry weight is final. */
export function closeHarvest(harvestId: string): Promise<Harvest> {
  return apiRequest(`/harvests/${encodeURIComponent(harvestId)}/close`, {
    method: 'PUT',
    schema: harvestSchema,
  });
}

/**
 * The answered harvest replaces its copy at once; the run is read again, since closing its last harvest
 * makes it `harvested` (its header's badge), and so are the runs lists.
 */
export function useCloseHarvest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeHarvest,
    onSuccess: async (harvest) => {
      putHarvest(queryClient, harvest);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cropKeys.run(harvest.runId), exact: true }),
        queryClient.invalidateQueries({ queryKey: cropKeys.runLists() }),
      ]);
    },
  });
}
