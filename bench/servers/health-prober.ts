// The probing side of the event-loop gates, in a process of its own: the runner before it has run
// the other gates (seeded databases, a PostgreSQL seed of 1.3 M rows) and holds a heap of about 1 GB,
// whose collections delayed the probes' own answers, on the idle side and the busy side alike.
// argv: <product port> <job client port> <own port>. GET /<job> runs one round of the gate
// (lib/health-probe.ts: /api/health p99 during the job vs idle) and answers {ours, reference}.
// Prints one JSON line {} once it listens.
import http from 'node:http';
import { healthDuringJob } from '../lib/health-probe.ts';

const [productPort, jobClientPort, ownPort] = process.argv.slice(2).map(Number);
const JOBS = new Set(['/pdf', '/excel', '/uploads']);

/** Has the job client run `job` against the product; settles when it is done. */
const runJob = (job: string) =>
  new Promise<void>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: jobClientPort, path: job }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          response.statusCode === 200 ? resolve() : reject(new Error(`${job}: ${text}`)),
        );
      })
      .on('error', reject);
  });

const server = http.createServer((request, response) => {
  const job = request.url ?? '';
  if (!JOBS.has(job)) return void response.writeHead(404).end();
  healthDuringJob(productPort!, () => runJob(job)).then(
    (round) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(round)),
    (error: unknown) => response.writeHead(500).end(String(error)),
  );
});
server.listen(ownPort, '127.0.0.1', () => process.stdout.write('{}\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
