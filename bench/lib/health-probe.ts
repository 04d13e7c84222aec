import http from 'node:http';

/**
 * One keep-alive connection for the probes. fetch was the first choice, but its own work in this
 * process varied so much that the p99 of a bare Fastify server's idle answers went from 0.65 to 3 ms
 * between half-second windows, where node:http on one kept-alive socket gave 0.2-0.5 ms: the probe
 * measured itself more than the server.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

const getHealth = (port: number) =>
  new Promise<void>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
        response.resume();
        response.on('end', resolve).on('error', reject);
      })
      .on('error', reject);
  });

/** Sequential `GET /api/health` calls until `until` settles; each latency in ms. */
export async function probeHealth(port: number, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.then(
    () => (done = true),
    () => (done = true),
  );
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    await getHealth(port);
    latencies.push(performance.now() - started);
  }
  await until;
  return latencies;
}

export const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)]!;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Idle and busy windows per round, alternated, so both see the same spell of the machine's load. */
const MIN_WINDOWS_PER_ROUND = 3;
/** Probes during the job per round, at least: a p99 over fewer is one of its few slowest calls. */
const MIN_BUSY_PROBES = 1000;
const IDLE_WINDOW_MS = 500;

/**
 * One round of an event-loop gate: `/api/health` p99 while `job` runs against p99 idle (DESIGN
 * section 11: the p99 under the job at most 5x idle). Idle windows of 0.5 s alternate with runs of the
 * job, at least three of each and until the job has seen 1,000 probes, and each side's latencies are
 * pooled: one 1.5 s idle window followed by one job compared two different spells of the shared
 * machine's load, and a p99 over the hundred-odd calls of one job was close to its single slowest
 * call. A 5,000-row Excel export lasts about 200 ms, so three runs gave about 300 probes, whose p99 is
 * their third slowest (per-round p99 from 5.9 to 22.7 ms on the same code, spreads of 25-121%).
 */
export async function healthDuringJob(
  port: number,
  job: () => Promise<unknown>,
): Promise<{ ours: number; reference: number }> {
  const idle: number[] = [];
  const busy: number[] = [];
  for (let window = 0; window < MIN_WINDOWS_PER_ROUND || busy.length < MIN_BUSY_PROBES; window += 1) {
    idle.push(...(await probeHealth(port, sleep(IDLE_WINDOW_MS))));
    busy.push(...(await probeHealth(port, job())));
  }
  return { ours: p99(busy), reference: p99(idle) };
}
