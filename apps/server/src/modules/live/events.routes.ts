import type { ServerResponse } from 'node:http';
import type { AppInstance } from '../../http/app-instance.ts';
import type { LiveBus, LiveMessage } from './live-messages.ts';

const KEEP_ALIVE_MS = 15_000;

/** How soon a browser should reconnect when this instance closes its stream (to another, behind a balancer). */
export const RECONNECT_HINT_MS = 1000;

const format = (message: LiveMessage) => `event: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`;

/**
 * `GET /api/events`: server-sent device changes for logged-in users. Read with fetch (EventSource cannot
 * send the bearer token). Events say what changed (`@canopy/shared/schemas/live-events`): an alert event
 * names the alert, its rule, state and severity. A `resync` event says some may have been missed: refetch
 * everything.
 */
export function registerEventRoutes(app: AppInstance, bus: LiveBus, keepAliveMs = KEEP_ALIVE_MS): void {
  const open = new Set<ServerResponse>();
  let unsubscribe: (() => void) | null = null;
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  let closing = false;
  const endWithHint = (res: ServerResponse) => {
    res.end(`retry: ${RECONNECT_HINT_MS}\n\n`, () => res.socket?.end());
  };

  // One subscription for every open stream: each event is formatted once, however many browsers listen.
  const follow = () => {
    unsubscribe = bus.subscribe((message) => {
      const text = format(message);
      for (const res of open) res.write(text);
    });
    keepAlive = setInterval(() => {
      for (const res of open) res.write(':\n\n');
    }, keepAliveMs);
  };
  const unfollow = () => {
    unsubscribe?.();
    unsubscribe = null;
    clearInterval(keepAlive);
  };

  // Before the server stops accepting (its close waits for every connection): each stream ends with a
  // reconnect hint, and its connection closes once the bytes are out, so a draining instance is not
  // kept open by browsers and they move to another instance.
  app.addHook('preClose', async () => {
    closing = true;
    for (const res of open) endWithHint(res);
    open.clear();
    unfollow();
  });

  app.get(
    '/api/events',
    {
      config: { policy: 'login', streams: true },
      schema: {
        operationId: 'streamEvents',
        summary: 'Stream live changes',
        tags: ['devices'],
        description:
          'Server-sent device, alert and run changes, each `data` one JSON object. `event: device`: ' +
          '`{type, deviceId, name, at}` (`name` is the device event, `reading`, `spark/status`, ...). ' +
          '`event: alert`: `{type, deviceId, name, alertId, ruleId, state, severity, at}`, where `name` is ' +
          'the change (`opened`, `updated`, `acknowledged`, `resolved`) and `state` and `severity` are the ' +
          "alert's after it (`GET /api/alerts/{id}` reads the whole alert). `event: run`: `{type, runId, name, " +
          'at}`, where `name` is `created`, `changed`, `moved`, `loss` or `undone` (`GET /api/runs/{id}` reads ' +
          'the run). `event: resync` asks the client ' +
          'to refetch everything. When the instance shuts down the stream ends after a `retry:` hint.',
      },
    },
    (_request, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(':ok\n\n');
      // A stream whose login finished after the drain began would hold the closing server open.
      if (closing) {
        endWithHint(res);
        return;
      }
      open.add(res);
      if (!unsubscribe) follow();
      res.on('close', () => {
        open.delete(res);
        if (open.size === 0) unfollow();
      });
    },
  );
}
