import { startServer, type Child } from './processes.ts';

/** Where the job client listens (servers/job-client.ts): clear of the servers' ports. */
const JOB_CLIENT_PORT = Number(process.env.BENCH_PORT ?? 3150) + 4;

export type RemoteJob = 'pdf' | 'excel' | 'uploads';

/**
 * The job client for a product server, on the runner's core (1): it sits idle while the runner probes,
 * and the runner, waiting on answers most of the time, gets the core back as soon as one arrives.
 */
export async function startJobClient(productPort: number, token: string) {
  const child: Child = await startServer(
    'job-client.ts',
    [String(productPort), token, String(JOB_CLIENT_PORT)],
    1,
  );
  return {
    /** Runs `job` in the job client's process and waits until it is done. */
    async run(job: RemoteJob): Promise<void> {
      const response = await fetch(`http://127.0.0.1:${JOB_CLIENT_PORT}/${job}`);
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${job}: ${text}`);
    },
    stop: () => child.stop(),
  };
}

export type JobClient = Awaited<ReturnType<typeof startJobClient>>;
