import { useState, type ReactNode } from 'react';
import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth-token';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { deviceKeys } from './device-keys';
import {
  connectEventStream,
  StreamRefused,
  type ConnectEventStream,
  type StreamHandlers,
} from './event-stream';
import { waterKeys } from '../water/api/water-keys';
import { LIVE_FLUSH_MS, useLiveDeviceUpdates } from './use-live-device-updates';

const ID = 'c0ffee0000000000000000a1';
const OTHER = 'c0ffee0000000000000000b2';

/** A hand-driven stand-in for the event stream: the test opens, feeds, ends or refuses each connection. */
function fakeStream() {
  const connections: {
    token: string;
    handlers: StreamHandlers;
    signal: AbortSignal;
    end: () => void;
    refuse: () => void;
  }[] = [];
  const connect: ConnectEventStream = (token, handlers, signal) =>
    new Promise<void>((resolve, reject) => {
      connections.push({
        token,
        handlers,
        signal,
        end: resolve,
        refuse: () => reject(new StreamRefused(401)),
      });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  const last = () => connections.at(-1)!;
  return {
    connect,
    connections,
    open: () => act(() => last().handlers.onOpen?.()),
    send: (event: string, data: object) =>
      act(() => last().handlers.onMessage({ event, data: JSON.stringify(data) })),
  };
}

function Live({ connect, enabled }: { connect: ConnectEventStream; enabled?: boolean }): ReactNode {
  useLiveDeviceUpdates({ connect, enabled });
  return null;
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('useLiveDeviceUpdates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("marks the changed device's page and the device lists stale, not other devices or the live config", async () => {
    logInAs({ role: 'user' });
    const stream = fakeStream();
    const { queryClient } = renderWithProviders(<Live connect={stream.connect} />);
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

    expect(stream.connections).toHaveLength(1);
    expect(stream.connections[0]!.token).toMatch(/\./);
    stream.open();
    stream.send('device', { type: 'device', deviceId: ID.toUpperCase(), name: 'climate', at: 1 });
    stream.send('device', { type: 'device', deviceId: ID, name: 'climate', at: 2 });
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

  it('ignores events without a device and event types it does not know', async () => {
    logInAs({ role: 'user' });
    const stream = fakeStream();
    const { queryClient } = renderWithProviders(<Live connect={stream.connect} />);
    queryClient.setQueryData(deviceKeys.climateList(), []);
    stream.send('device', { type: 'device' });
    stream.send('hello', { deviceId: ID });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_FLUSH_MS * 2));
    expect(queryClient.getQueryState(deviceKeys.climateList())?.isInvalidated).toBe(false);
  });

  it('reconnects after the stream drops, backing off, and catches up once back', async () => {
    logInAs({ role: 'user' });
    const stream = fakeStream();
    const { queryClient } = renderWithProviders(<Live connect={stream.connect} />);
    stream.open();
    queryClient.setQueryData(deviceKeys.device(OTHER), {});

    stream.connections[0]!.end();
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(stream.connections).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(stream.connections).toHaveLength(2);

    // A failed attempt waits longer before the next.
    stream.connections[1]!.end();
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(stream.connections).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(stream.connections).toHaveLength(3);

    stream.open();
    expect(queryClient.getQueryState(deviceKeys.device(OTHER))?.isInvalidated).toBe(true);
  });

  it('closes on logout and on unmount, and never connects without a session', async () => {
    logInAs({ role: 'user' });
    const stream = fakeStream();
    const first = renderWithProviders(<Live connect={stream.connect} />);
    act(() => clearToken());
    expect(stream.connections[0]!.signal.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(stream.connections).toHaveLength(1);
    first.unmount();

    logInAs({ role: 'user' });
    const second = renderWithProviders(<Live connect={stream.connect} />);
    expect(stream.connections).toHaveLength(2);
    second.unmount();
    expect(stream.connections[1]!.signal.aborted).toBe(true);
  });

  it("marks a water meter's latest values stale, not its charts", async () => {
    logInAs({ role: 'user' });
    const stream = fakeStream();
    const { queryClient } = renderWithProviders(<Live connect={stream.connect} />);
    const series = waterKeys.series(ID, ['24h']);
    queryClient.setQueryData(waterKeys.latest(ID), {});
    queryClient.setQueryData(series, {});
    queryClient.setQueryData(waterKeys.latest(OTHER), {});
    stream.open();
    stream.send('device', { type: 'device', deviceId: ID, name: 'canopy/water', at: 1 });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_FLUSH_MS));
    expect(queryClient.getQueryState(waterKeys.latest(ID))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(series)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(waterKeys.latest(OTHER))?.isInvalidated).toBe(false);
  });

  it('stays closed while disabled and opens once enabled', () => {
    logInAs({ role: 'user' });
    const stream = fakeStream();
    function Switchable(): ReactNode {
      const [enabled, setEnabled] = useState(false);
      return (
        <>
          <button onClick={() => setEnabled((current) => !current)}>switch</button>
          <Live connect={stream.connect} enabled={enabled} />
        </>
      );
    }
    const { getByRole } = renderWithProviders(<Switchable />);
    const flip = () => act(() => getByRole('button', { name: 'switch' }).click());
    expect(stream.connections).toHaveLength(0);
    flip();
    expect(stream.connections).toHaveLength(1);
    flip();
    expect(stream.connections[0]!.signal.aborted).toBe(true);
  });

  it('stops when the server refuses the stream', async () => {
    logInAs({ role: 'user' });
    const stream = fakeStream();
    renderWithProviders(<Live connect={stream.connect} />);
    stream.connections[0]!.refuse();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(stream.connections).toHaveLength(1);
  });
});

describe('connectEventStream', () => {
  it('sends the bearer token in the header and hands over each event', async () => {
    const token = logInAs({ role: 'user' });
    let authorization: string | null = null;
    server.use(
      http.get('*/api/events', ({ request }) => {
        authorization = request.headers.get('authorization');
        const text = ':ok\n\nevent: device\ndata: {"deviceId":"x"}\n\n:\n\n';
        return new HttpResponse(text, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const messages: unknown[] = [];
    const opened = vi.fn();
    await connectEventStream(
      token,
      { onOpen: opened, onMessage: (m) => messages.push(m) },
      new AbortController().signal,
    );
    expect(authorization).toBe(`Bearer ${token}`);
    expect(opened).toHaveBeenCalledOnce();
    expect(messages).toEqual([{ event: 'device', data: '{"deviceId":"x"}' }]);
  });

  it('reports a 401 as refused, so the hook does not retry', async () => {
    server.use(
      http.get('*/api/events', () => HttpResponse.json({ code: 'auth.unauthenticated' }, { status: 401 })),
    );
    await expect(
      connectEventStream('t', { onMessage: () => {} }, new AbortController().signal),
    ).rejects.toBeInstanceOf(StreamRefused);
  });
});
