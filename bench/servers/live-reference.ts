// The reference of the live fan-out gate: a bare node:http server-sent-events broadcaster with no
// framework, no auth and no bus, writing the same bytes to every open stream that GET /api/events writes.
// argv: <port> <control port>. `POST /publish` on the control port broadcasts one round of events.
import http, { type ServerResponse } from 'node:http';
import { EVENTS_PER_ROUND, publishInTurns, sseFrame } from '../lib/live-events.ts';

const [port, controlPort] = process.argv.slice(2);
const open = new Set<ServerResponse>();

const server = http.createServer((request, response) => {
  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  response.write(':ok\n\n');
  open.add(response);
  response.on('close', () => open.delete(response));
});
const control = http.createServer((_request, response) => {
  void publishInTurns(EVENTS_PER_ROUND, (event) => {
    const frame = sseFrame(event);
    for (const stream of open) stream.write(frame);
  }).then(() => response.end());
});
server.listen(Number(port), '127.0.0.1', () =>
  control.listen(Number(controlPort), '127.0.0.1', () =>
    process.stdout.write(`${JSON.stringify({ ready: true })}\n`),
  ),
);
process.on('SIGTERM', () => {
  for (const stream of open) stream.end();
  control.close();
  server.close(() => process.exit(0));
});
