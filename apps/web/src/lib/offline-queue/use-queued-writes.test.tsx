import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineQueue, useQueuedWrites } from './offline-queue';

afterEach(() => vi.restoreAllMocks());

describe('useQueuedWrites', () => {
  it('reads the queue once, not again on every render (a read per render never ends)', async () => {
    const list = vi.spyOn(offlineQueue, 'list');
    const { result, rerender } = renderHook(() => useQueuedWrites());
    await waitFor(() => expect(list).toHaveBeenCalled());
    const reads = list.mock.calls.length;
    const shown = result.current;

    await act(async () => {
      rerender();
      rerender();
      rerender();
      await Promise.resolve();
    });

    expect(list).toHaveBeenCalledTimes(reads);
    expect(result.current).toBe(shown);
  });
});
