import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueuedWriteInput } from '../../../lib/offline-queue/queued-write';
import { isQueued, newKey, sendOrQueue } from '../../../lib/offline-queue/send-or-queue';
import { sendQueuedWrite } from '../../../lib/offline-queue/send-queued-write';
import { taskKeys } from './task-keys';

export interface TickInput {
  taskId: string;
  itemId: string;
  done: boolean;
  /** What the pending list shows while it waits on the phone ("✓ Check the drippers"). */
  summary: string;
}

/** Where a checklist item is ticked: also how a card finds its own ticks among the queued writes. */
export const checklistItemPath = (taskId: string, itemId: string) =>
  `/tasks/${encodeURIComponent(taskId)}/checklist/${encodeURIComponent(itemId)}`;

/**
 * `PATCH /api/tasks/{id}/checklist/{itemId} {done}` (an assignee, the creator or staff). Ticked on the
 * grow-room floor without network, it waits on the phone under its key and is sent once when the network
 * is back, in the order ticked, so ticking and unticking ends as the person left it.
 */
export function tickChecklistItem({ taskId, itemId, done, summary }: TickInput): Promise<unknown> {
  const write: QueuedWriteInput = {
    kind: 'taskChecklist',
    // A tick holds no words of the user's: a refused one can only be discarded.
    textField: null,
    summary,
    uploads: [],
    main: { path: checklistItemPath(taskId, itemId), method: 'PATCH', key: newKey(), body: { done } },
    invalidate: taskKeys.all[0],
  };
  return sendOrQueue(write, () => sendQueuedWrite(write));
}

/** Sent: every list of tasks is read again; queued: the card shows the tick as waiting. */
export function useTickChecklist() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, TickInput>({
    mutationFn: tickChecklistItem,
    onSuccess: (answer) => {
      if (!isQueued(answer)) void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}
