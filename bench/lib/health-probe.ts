import http from 'node:http';

/**
 * One keep-alive node:http connection for the probes, not fetch: fetch's own work in this process
 * varies enough between windows that the probe would measure itself more than the server.
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

/** Idle and busy windows per round, alternated, so both sides see the same spells of the machine. */
const WINDOWS_PER_ROUND = 8;
const IDLE_WINDOW_MS = 500;
/** Probes per busy window, at least: the job runs again until it has seen them. */
const BUSY_PROBES_PER_WINDOW = 1000;

/**
 * One round of an event-loop gate: `/api/health` p99 while `job` runs against p99 idle (the budget:
 * the p99 under the job at most 5x idle). Eight idle windows of 0.5 s alternate with eight busy ones,
 * each running the job until it has seen 1,000 probes, and each side's latencies are pooled for the
 * round. A p99 sits on a knee of the distribution, so it needs many calls to settle: with fewer
 * windows a round's ratio scatters too widely to compare rounds.
 */
export async function healthDuringJob(
  port: number,
  job: () => Promise<unknown>,
): Promise<{ ours: number; reference: number }> {
  const idle: number[] = [];
  const busy: number[] = [];
  for (let window = 0; window < WINDOWS_PER_ROUND; window += 1) {
    idle.push(...(await probeHealth(port, sleep(IDLE_WINDOW_MS))));
    const busyWindow: number[] = [];
    while (busyWindow.length < BUSY_PROBES_PER_WINDOW) busyWindow.push(...(await probeHealth(port, job())));
    busy.push(...busyWindow);
  }
  return { ours: p99(busy), reference: p99(idle) };
}
