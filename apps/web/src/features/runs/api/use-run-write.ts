import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Run } from '@canopy/shared/schemas/runs';
import { cropKeys } from '../../../lib/crop/crop-keys';

/**
 * A write on a run answers the whole run: it replaces the page's copy at once, and the lists and rooms
 * (which show groups, stages and days) refetch.
 */
export function useRunWrite<Input>(write: (input: Input) => Promise<Run>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (run) => {
      queryClient.setQueryData(cropKeys.run(run._id), run);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cropKeys.runLists() }),
        queryClient.invalidateQueries({ queryKey: cropKeys.rooms() }),
      ]);
    },
  });
}
