import { afterEach, describe, expect, it, vi } from 'vitest';
import { cropKeys } from './crop-keys';
import { RUN_FLUSH_MS, useLiveRunUpdates } from './use-live-run-updates';
import { renderLiveHook } from '../../testing/live/render-live-hook';

afterEach(() => vi.useRealTimers());

const setUp = () => renderLiveHook(useLiveRunUpdates);

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
