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
    await (await fetch(`http://127.0.0.1:${port}/api/health`)).arrayBuffer();
    latencies.push(performance.now() - started);
  }
  await until;
  return latencies;
}

export const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)]!;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Idle and busy windows per round, alternated, so both see the same spell of the machine's load. */
const WINDOWS_PER_ROUND = 3;
const IDLE_WINDOW_MS = 500;

/**
 * One round of an event-loop gate: `/api/health` p99 while `job` runs against p99 idle (DESIGN
 * section 11: the p99 under the job at most 5x idle). Three idle windows of 0.5 s alternate with three
 * runs of the job and each side's latencies are pooled: one 1.5 s idle window followed by one job
 * compared two different spells of the shared machine's load, and a p99 over the hundred-odd calls of
 * one job was close to its single slowest call (spreads of 60-190% whatever the product did).
 */
export async function healthDuringJob(
  port: number,
  job: () => Promise<unknown>,
): Promise<{ ours: number; reference: number }> {
  const idle: number[] = [];
  const busy: number[] = [];
  for (let window = 0; window < WINDOWS_PER_ROUND; window += 1) {
    idle.push(...(await probeHealth(port, sleep(IDLE_WINDOW_MS))));
    busy.push(...(await probeHealth(port, job())));
  }
  return { ours: p99(busy), reference: p99(idle) };
}
