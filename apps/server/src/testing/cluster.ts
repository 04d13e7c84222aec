import { freePort, startServerProcess, waitForHealth, type ServerProcess } from './server-process.ts';

/** One Canopy instance of a cluster: the real server process, restartable on its port. */
export interface ClusterInstance {
  name: string;
  port: number;
  url: string;
  process: ServerProcess;
  /** Starts the process again on the same port (after it stopped or was killed). */
  restart(): Promise<void>;
  /** SIGTERM, then the exit code. */
  terminate(): Promise<number | null>;
  /** SIGKILL: no shutdown at all, as a crash or a pulled plug. */
  kill(): Promise<void>;
}

/** Starts an instance with the environment every instance of the cluster shares, and waits until healthy. */
export async function startInstance(name: string, env: Record<string, string>): Promise<ClusterInstance> {
  const port = await freePort();
  const start = async () => {
    const started = startServerProcess({ ...env, PORT: String(port) });
    await waitForHealth(port, started, 60_000).catch((error: unknown) => {
      throw new Error(`instance ${name}: ${String(error)}`);
    });
    return started;
  };
  const instance: ClusterInstance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    process: await start(),
    async restart() {
      instance.process = await start();
    },
    async terminate() {
      instance.process.child.kill('SIGTERM');
      return instance.process.exited;
    },
    async kill() {
      instance.process.child.kill('SIGKILL');
      await instance.process.exited;
    },
  };
  return instance;
}

/** Polls until `check` holds, or fails with `what` after `timeoutMs`. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}
