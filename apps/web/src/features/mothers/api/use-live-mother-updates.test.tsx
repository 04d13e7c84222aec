import { afterEach, describe, expect, it, vi } from 'vitest';
import { RUN_FLUSH_MS } from '../../../lib/crop/use-live-run-updates';
import { motherKeys } from './list-mothers';
import { useLiveMotherUpdates } from './use-live-mother-updates';
import { renderLiveHook } from '../../../testing/live/render-live-hook';

afterEach(() => vi.useRealTimers());

const setUp = () => renderLiveHook(useLiveMotherUpdates);

describe('useLiveMotherUpdates', () => {
  it('reads the mothers again once after run events arriving together, and not for other events', () => {
    vi.useFakeTimers();
    const { bus, invalidated } = setUp();
    bus.message({ event: 'device', data: JSON.stringify({ deviceId: 'd1' }) });
    vi.advanceTimersByTime(RUN_FLUSH_MS);
    expect(invalidated).toEqual([]);
    const data = JSON.stringify({ type: 'run', runId: 'r1', name: 'moved', at: 1 });
    bus.message({ event: 'run', data });
    bus.message({ event: 'run', data: JSON.stringify({ type: 'run', runId: 'r2', name: 'loss', at: 2 }) });
    expect(invalidated).toEqual([]);
    vi.advanceTimersByTime(RUN_FLUSH_MS);
    expect(invalidated).toEqual([motherKeys.list]);
    bus.message({ event: 'run', data });
    vi.advanceTimersByTime(RUN_FLUSH_MS);
    expect(invalidated).toEqual([motherKeys.list, motherKeys.list]);
  });

  it('reads them again after a reconnect', () => {
    const { bus, invalidated } = setUp();
    bus.reconnected();
    expect(invalidated).toEqual([motherKeys.list]);
  });
});
