// The product's app with its event stream, for the live fan-out gate.
// argv: <sqlite file> <port> <control port>. `POST /publish` on the control port publishes one round
// of events on the app's live bus. Prints one JSON line {"token": ...} once both listen.
import http from 'node:http';
import { startOursApp } from '../lib/app.ts';
import { EVENTS_PER_ROUND, publishInTurns } from '../lib/live-events.ts';

const [file, port, controlPort] = process.argv.slice(2);
const { app, services, token } = await startOursApp(file!);
await app.listen({ port: Number(port), host: '127.0.0.1' });
const control = http.createServer((_request, response) => {
  void publishInTurns(EVENTS_PER_ROUND, (event) => services.live.publish(event)).then(() => response.end());
});
control.listen(Number(controlPort), '127.0.0.1', () =>
  process.stdout.write(`${JSON.stringify({ token })}\n`),
);
process.on('SIGTERM', () => {
  control.close();
  void app.close().then(() => process.exit(0));
});
