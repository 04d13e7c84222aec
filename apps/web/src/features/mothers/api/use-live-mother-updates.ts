import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RUN_FLUSH_MS } from '../../../lib/crop/use-live-run-updates';
import type { LiveBus } from '../../../lib/live/live-bus';
import { useLiveSubscription } from '../../../lib/live/use-live-subscription';
import { motherKeys } from './list-mothers';

/**
 * Someone moved, split or lost plants of a run: rooting and losses in propagation may have changed, so
 * /mothers reads its list again, once for writes arriving together, and once after a reconnect. Cuttings
 * have no live event: a mother or clone saved elsewhere shows when the page is next opened.
 */
export function useLiveMotherUpdates(bus?: LiveBus): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: motherKeys.list });
  useLiveSubscription(
    {
      message: ({ event }) => {
        if (event !== 'run') return;
        timer.current ??= setTimeout(() => {
          timer.current = undefined;
          refresh();
        }, RUN_FLUSH_MS);
      },
      reconnected: refresh,
    },
    true,
    bus,
  );
}
