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

/**
 * One round of an event-loop gate: `/api/health` p99 over 1.5 s idle, then p99 while `job` runs
 * (DESIGN section 11: the p99 under the job at most 5x idle).
 */
export async function healthDuringJob(
  port: number,
  job: () => Promise<unknown>,
): Promise<{ ours: number; reference: number }> {
  const idle = await probeHealth(port, sleep(1500));
  const busy = await probeHealth(port, job());
  return { ours: p99(busy), reference: p99(idle) };
}
