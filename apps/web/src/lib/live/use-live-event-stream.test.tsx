import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../auth-token';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { logInAs } from '../../testing/tokens';
import {
  connectEventStream,
  StreamRefused,
  type ConnectEventStream,
  type StreamHandlers,
} from './event-stream';
import { createLiveBus, type LiveBus } from './live-bus';
import { useLiveEventStream } from './use-live-event-stream';

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

function Stream({ connect, bus }: { connect: ConnectEventStream; bus: LiveBus }): null {
  useLiveEventStream({ connect, bus });
  return null;
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('useLiveEventStream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands every event to every listener', () => {
    logInAs({ role: 'user' });
    const stream = fakeStream();
    const bus = createLiveBus();
    const heard: string[][] = [[], []];
    bus.subscribe({ message: (m) => heard[0]!.push(m.event) });
    bus.subscribe({ message: (m) => heard[1]!.push(m.event) });
    renderWithProviders(<Stream connect={stream.connect} bus={bus} />);
    expect(stream.connections).toHaveLength(1);
    expect(stream.connections[0]!.token).toMatch(/\./);
    stream.open();
    stream.send('device', { deviceId: 'a' });
    stream.send('alert', { deviceId: 'a' });
    expect(heard).toEqual([
      ['device', 'alert'],
      ['device', 'alert'],
    ]);
  });

  it('reconnects after the stream drops, backing off, and catches up once back', async () => {
    logInAs({ role: 'user' });
    const stream = fakeStream();
    const bus = createLiveBus();
    const reconnected = vi.fn();
    bus.subscribe({ reconnected });
    renderWithProviders(<Stream connect={stream.connect} bus={bus} />);
    stream.open();
    expect(reconnected).not.toHaveBeenCalled();

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
    expect(reconnected).toHaveBeenCalledOnce();
  });

  it('makes every query stale when the server says to resync, and still hands the event on', () => {
    logInAs({ role: 'user' });
    const stream = fakeStream();
    const bus = createLiveBus();
    const heard: string[] = [];
    bus.subscribe({ message: (m) => heard.push(m.event) });
    const { queryClient } = renderWithProviders(<Stream connect={stream.connect} bus={bus} />);
    queryClient.setQueryData(['devices', 'list'], []);
    queryClient.setQueryData(['alerts', 'open'], []);
    const stale = () =>
      [
        ['devices', 'list'],
        ['alerts', 'open'],
      ].map((key) => queryClient.getQueryState(key)?.isInvalidated);
    stream.open();

    stream.send('device', { deviceId: 'a' });
    expect(stale()).toEqual([false, false]);
    stream.send('resync', { type: 'resync', at: 1 });
    expect(stale()).toEqual([true, true]);
    expect(heard).toEqual(['device', 'resync']);
  });

  it('closes on logout and on unmount, and never connects without a session', async () => {
    logInAs({ role: 'user' });
    const stream = fakeStream();
    const first = renderWithProviders(<Stream connect={stream.connect} bus={createLiveBus()} />);
    act(() => clearToken());
    expect(stream.connections[0]!.signal.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(stream.connections).toHaveLength(1);
    first.unmount();

    logInAs({ role: 'user' });
    const second = renderWithProviders(<Stream connect={stream.connect} bus={createLiveBus()} />);
    expect(stream.connections).toHaveLength(2);
    second.unmount();
    expect(stream.connections[1]!.signal.aborted).toBe(true);
  });

  it('stops when the server refuses the stream', async () => {
    logInAs({ role: 'user' });
    const stream = fakeStream();
    renderWithProviders(<Stream connect={stream.connect} bus={createLiveBus()} />);
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
