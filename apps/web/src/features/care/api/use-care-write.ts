import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cropKeys } from '../../../lib/crop/crop-keys';
import { isQueued, type Queued } from '../../../lib/offline-queue/send-or-queue';

/**
 * A room entry sent: the rooms refetch (the room's latest entries are under its key, and a treatment's
 * re-entry shows on its card) and so do the runs (each lists its groups' rows and totals). One kept on the
 * phone changes nothing yet: the queue refreshes the crop once it is sent.
 */
export function useCareWrite<Input extends { roomId: string }, Output>(
  write: (input: Input) => Promise<Output | Queued>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      if (isQueued(answer)) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cropKeys.rooms() }),
        queryClient.invalidateQueries({ queryKey: cropKeys.runs() }),
      ]);
    },
  });
}
