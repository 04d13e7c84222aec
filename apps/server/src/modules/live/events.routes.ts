import type { ServerResponse } from 'node:http';
import type { AppInstance } from '../../http/app-instance.ts';
import type { LiveBus } from './live-bus.ts';

const KEEP_ALIVE_MS = 15_000;

/**
 * `GET /api/events`: server-sent device changes for logged-in users. Read with fetch (EventSource cannot
 * send the bearer token). Events say what changed; pages refetch what they show.
 */
export function registerEventRoutes(app: AppInstance, bus: LiveBus, keepAliveMs = KEEP_ALIVE_MS): void {
  const open = new Set<ServerResponse>();
  app.addHook('onClose', async () => {
    for (const res of open) res.end();
  });

  app.get(
    '/api/events',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'streamEvents',
        summary: 'Stream live changes',
        tags: ['devices'],
        description: 'Server-sent device changes.',
      },
    },
    (request, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(':ok\n\n');
      open.add(res);
      const unsubscribe = bus.subscribe((event) => {
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const keepAlive = setInterval(() => res.write(':\n\n'), keepAliveMs);
      request.raw.on('close', () => {
        clearInterval(keepAlive);
        unsubscribe();
        open.delete(res);
      });
    },
  );
}
