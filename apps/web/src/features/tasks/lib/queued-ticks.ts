import { useQueuedWrites } from '../../../lib/offline-queue/offline-queue';
import { checklistItemPath } from '../api/tick-checklist';

/**
 * This user's ticks of the task's checklist waiting on the phone for the network: each item's last tick,
 * by item id. A tick the server refused is left out: the item shows as the server has it.
 */
export function useQueuedTicks(taskId: string, itemIds: readonly string[]): Map<string, boolean> {
  const writes = useQueuedWrites();
  const ticks = new Map<string, boolean>();
  for (const itemId of itemIds) {
    const path = checklistItemPath(taskId, itemId);
    for (const write of writes) {
      if (write.kind !== 'taskChecklist' || write.main.path !== path || write.status !== 'pending') continue;
      if (typeof write.main.body.done === 'boolean') ticks.set(itemId, write.main.body.done);
    }
  }
  return ticks;
}
