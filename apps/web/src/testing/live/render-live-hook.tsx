import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createLiveBus, type LiveBus } from '../../lib/live/live-bus';
import { createQueryClient } from '../../lib/query-client';

/**
 * Renders a hook that listens on a live bus, on its own bus and query client, and records the query key
 * of every invalidation it asks for (nothing is read again), so a test sends events and reads what went
 * stale.
 */
export function renderLiveHook(useHook: (bus: LiveBus) => void): { bus: LiveBus; invalidated: unknown[] } {
  const queryClient = createQueryClient();
  const invalidated: unknown[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  const bus = createLiveBus();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useHook(bus), { wrapper });
  return { bus, invalidated };
}
