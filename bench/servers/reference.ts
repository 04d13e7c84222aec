// The references of the HTTP gates: a bare node:http server with no framework, no schema, no auth.
// argv: <sqlite file> <port>. Prints one JSON line once it listens.
import http from 'node:http';
import { SECURITY_HEADERS, SqliteDatabase } from '../../apps/server/src/testing/bench-entry.ts';

const [file, port] = process.argv.slice(2);
const db = new SqliteDatabase(file!, { readonly: true });
/** The same SQL the devices repository compiles for the climate list. */
const activeDevices = db.prepare("select * from devices where kind = 'climate' order by name, id");
const TINY = Buffer.from(JSON.stringify({ status: 'ok' }));
/**
 * The tiny endpoint's gate compares it with a bare node:http server returning the same bytes: the same
 * body under the same headers, so the security headers every answer of ours must carry are sent here too.
 */
const TINY_HEADERS = {
  ...SECURITY_HEADERS,
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(TINY.length),
};

const server = http.createServer((request, response) => {
  if (request.url === '/tiny') {
    response.writeHead(200, TINY_HEADERS);
    response.end(TINY);
    return;
  }
  if (request.url === '/devices/active') {
    const body = JSON.stringify(activeDevices.all());
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
    return;
  }
  response.writeHead(404).end();
});
// Fastify's keep-alive timeout (72 s), so even the keep-alive header matches.
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ ready: true })}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
