import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveBus } from '../live/live-bus';
import { createQueryClient } from '../query-client';
import { cropKeys } from './crop-keys';
import { RUN_FLUSH_MS, useLiveRunUpdates } from './use-live-run-updates';

afterEach(() => vi.useRealTimers());

function setUp() {
  const queryClient = createQueryClient();
  const invalidated: unknown[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  const bus = createLiveBus();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useLiveRunUpdates(bus), { wrapper });
  return { bus, invalidated };
}

describe('useLiveRunUpdates', () => {
  it('reads a changed run back once, with the runs lists, the rooms and the yields, however many writes arrive together', () => {
    vi.useFakeTimers();
    const { bus, invalidated } = setUp();
    const data = JSON.stringify({ type: 'run', runId: 'r1', name: 'moved', at: 1 });
    bus.message({ event: 'run', data });
    bus.message({ event: 'run', data });
    bus.message({ event: 'device', data: JSON.stringify({ deviceId: 'd1' }) });
    expect(invalidated).toEqual([]);
    vi.advanceTimersByTime(RUN_FLUSH_MS);
    expect(invalidated).toEqual([
      cropKeys.run('r1'),
      cropKeys.runLists(),
      cropKeys.rooms(),
      cropKeys.yields(),
    ]);
  });

  it('catches the whole crop up after a reconnect', () => {
    const { bus, invalidated } = setUp();
    bus.reconnected();
    expect(invalidated).toEqual([cropKeys.all]);
  });
});
