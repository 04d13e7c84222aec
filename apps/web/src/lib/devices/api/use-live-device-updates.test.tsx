import { useState, type ReactNode } from 'react';
import { act } from '@testing-library/react';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { createLiveBus, type LiveBus } from '../../live/live-bus';
import { deviceKeys } from './device-keys';
import { waterKeys } from './water-keys';
import { LIVE_FLUSH_MS, useLiveDeviceUpdates } from './use-live-device-updates';

const ID = 'c0ffee0000000000000000a1';
const OTHER = 'c0ffee0000000000000000b2';

function Live({ bus, enabled }: { bus: LiveBus; enabled?: boolean }): ReactNode {
  useLiveDeviceUpdates({ bus, enabled });
  return null;
}

const send = (bus: LiveBus, event: string, data: object) =>
  act(() => bus.message({ event, data: JSON.stringify(data) }));

describe('useLiveDeviceUpdates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("marks the changed device's page and the device lists stale, not other devices or the live config", async () => {
    logInAs({ role: 'user' });
    const bus = createLiveBus();
    const { queryClient } = renderWithProviders(<Live bus={bus} />);
    for (const key of [
      deviceKeys.device(ID),
      deviceKeys.history(ID),
      deviceKeys.commands(ID),
      deviceKeys.config(ID),
      deviceKeys.climateList(),
      deviceKeys.device(OTHER),
    ]) {
      queryClient.setQueryData(key, {});
    }
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    send(bus, 'device', { type: 'device', deviceId: ID.toUpperCase(), name: 'climate', at: 1 });
    send(bus, 'device', { type: 'device', deviceId: ID, name: 'climate', at: 2 });
    // Changes are gathered for a moment, then applied together.
    expect(stale(deviceKeys.device(ID))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_FLUSH_MS));

    expect(stale(deviceKeys.device(ID))).toBe(true);
    expect(stale(deviceKeys.history(ID))).toBe(true);
    expect(stale(deviceKeys.commands(ID))).toBe(true);
    expect(stale(deviceKeys.climateList())).toBe(true);
    expect(stale(deviceKeys.config(ID))).toBe(false);
    expect(stale(deviceKeys.device(OTHER))).toBe(false);
  });

  it('refetches a device list once for the changes of several devices in one moment', async () => {
    logInAs({ role: 'user' });
    const bus = createLiveBus();
    const { queryClient } = renderWithProviders(<Live bus={bus} />);
    let fetches = 0;
    // A list on screen: an observer keeps it active, so invalidating it refetches it.
    const list = new QueryObserver(queryClient, {
      queryKey: deviceKeys.climateList(),
      queryFn: () => (fetches++, Promise.resolve([])),
    });
    const stop = list.subscribe(() => {});
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetches).toBe(1);

    send(bus, 'device', { type: 'device', deviceId: ID, name: 'climate', at: 1 });
    send(bus, 'device', { type: 'device', deviceId: OTHER, name: 'climate', at: 1 });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_FLUSH_MS));
    expect(fetches).toBe(2);
    stop();
  });

  it('ignores events without a device and event types it does not know', async () => {
    logInAs({ role: 'user' });
    const bus = createLiveBus();
    const { queryClient } = renderWithProviders(<Live bus={bus} />);
    queryClient.setQueryData(deviceKeys.climateList(), []);
    send(bus, 'device', { type: 'device' });
    send(bus, 'hello', { deviceId: ID });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_FLUSH_MS * 2));
    expect(queryClient.getQueryState(deviceKeys.climateList())?.isInvalidated).toBe(false);
  });

  it("marks a water meter's latest values stale, not its charts", async () => {
    logInAs({ role: 'user' });
    const bus = createLiveBus();
    const { queryClient } = renderWithProviders(<Live bus={bus} />);
    const series = waterKeys.series(ID, ['24h']);
    queryClient.setQueryData(waterKeys.latest(ID), {});
    queryClient.setQueryData(series, {});
    queryClient.setQueryData(waterKeys.latest(OTHER), {});
    send(bus, 'device', { type: 'device', deviceId: ID, name: 'canopy/water', at: 1 });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_FLUSH_MS));
    expect(queryClient.getQueryState(waterKeys.latest(ID))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(series)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(waterKeys.latest(OTHER))?.isInvalidated).toBe(false);
  });

  it('listens only while enabled', async () => {
    logInAs({ role: 'user' });
    const bus = createLiveBus();
    function Switchable(): ReactNode {
      const [enabled, setEnabled] = useState(false);
      return (
        <>
          <button onClick={() => setEnabled((current) => !current)}>switch</button>
          <Live bus={bus} enabled={enabled} />
        </>
      );
    }
    const { getByRole, queryClient } = renderWithProviders(<Switchable />);
    const stale = () => queryClient.getQueryState(deviceKeys.device(ID))?.isInvalidated;
    const change = async () => {
      queryClient.setQueryData(deviceKeys.device(ID), {});
      send(bus, 'device', { type: 'device', deviceId: ID });
      await act(() => vi.advanceTimersByTimeAsync(LIVE_FLUSH_MS));
    };
    const flip = () => act(() => getByRole('button', { name: 'switch' }).click());
    await change();
    expect(stale()).toBe(false);
    flip();
    await change();
    expect(stale()).toBe(true);
    flip();
    await change();
    expect(stale()).toBe(false);
  });

  it('catches every device query up after the stream reconnects', () => {
    logInAs({ role: 'user' });
    const bus = createLiveBus();
    const { queryClient } = renderWithProviders(<Live bus={bus} />);
    queryClient.setQueryData(deviceKeys.device(OTHER), {});
    act(() => bus.reconnected());
    expect(queryClient.getQueryState(deviceKeys.device(OTHER))?.isInvalidated).toBe(true);
  });

  it('ignores alert events: the alerts feature refetches its own queries', async () => {
    logInAs({ role: 'user' });
    const bus = createLiveBus();
    const { queryClient } = renderWithProviders(<Live bus={bus} />);
    queryClient.setQueryData(deviceKeys.device(ID), {});
    send(bus, 'alert', { type: 'alert', deviceId: ID });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_FLUSH_MS));
    expect(queryClient.getQueryState(deviceKeys.device(ID))?.isInvalidated).toBe(false);
  });
});
