import { startServer, type Child } from './processes.ts';

/** Where the job client and the prober listen: clear of the servers' ports. */
const JOB_CLIENT_PORT = Number(process.env.BENCH_PORT ?? 3150) + 4;
const PROBER_PORT = JOB_CLIENT_PORT + 1;

export type RemoteJob = 'pdf' | 'excel' | 'uploads';

/**
 * The event-loop gates' two processes for a product server, both on the runner's core (1): the job
 * client (servers/job-client.ts) runs a job's client side, and the prober (servers/health-prober.ts)
 * probes /api/health idle and while the job client works. The job client runs at idle priority: at
 * normal priority (and even at nice 19), reading the PDF as it came held the prober off the core often
 * enough to count against the server, and the idle side has no job client.
 */
export async function startJobRounds(productPort: number, token: string) {
  const jobClient: Child = await startServer(
    'job-client.ts',
    [String(productPort), token, String(JOB_CLIENT_PORT)],
    1,
    'idle',
  );
  const prober: Child = await startServer(
    'health-prober.ts',
    [String(productPort), String(JOB_CLIENT_PORT), String(PROBER_PORT)],
    1,
  );
  return {
    /** One round of the gate for `job`: /api/health p99 during it (ours) and idle (reference). */
    async round(job: RemoteJob): Promise<{ ours: number; reference: number }> {
      const response = await fetch(`http://127.0.0.1:${PROBER_PORT}/${job}`);
      if (response.status !== 200) throw new Error(`${job}: ${await response.text()}`);
      return (await response.json()) as { ours: number; reference: number };
    },
    stop: () => Promise.all([prober.stop(), jobClient.stop()]).then(() => undefined),
  };
}

export type JobRounds = Awaited<ReturnType<typeof startJobRounds>>;
