import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveBus } from '../live/live-bus';
import { useLiveSubscription } from '../live/use-live-subscription';
import { cropKeys } from './crop-keys';

/** Writes arriving close together (a split's several rows, two people at once) cost one refetch. */
export const RUN_FLUSH_MS = 500;

function runIdOf(data: string): string | null {
  try {
    const event = JSON.parse(data) as { runId?: unknown };
    return typeof event.runId === 'string' && event.runId ? event.runId : null;
  } catch {
    return null;
  }
}

/**
 * Someone else moved, split or lost plants, or harvested, weighed or closed a harvest: the run's page, the
 * runs lists, the rooms (which show its groups) and the yields read it back. After a reconnect everything of the crop catches up once.
 */
export function useLiveRunUpdates(bus?: LiveBus): void {
  const queryClient = useQueryClient();
  const batch = useRef<{ ids: Set<string>; timer?: ReturnType<typeof setTimeout> }>({ ids: new Set() });
  useLiveSubscription(
    {
      message: ({ event, data }) => {
        if (event !== 'run') return;
        const id = runIdOf(data);
        if (!id) return;
        const pending = batch.current;
        pending.ids.add(id);
        pending.timer ??= setTimeout(() => {
          pending.timer = undefined;
          const ids = [...pending.ids];
          const keys = [...ids.map(cropKeys.run), cropKeys.runLists(), cropKeys.rooms(), cropKeys.yields()];
          pending.ids.clear();
          for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
        }, RUN_FLUSH_MS);
      },
      reconnected: () => void queryClient.invalidateQueries({ queryKey: cropKeys.all }),
    },
    true,
    bus,
  );
}
