import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';

const hasTaskset = spawnSync('taskset', ['-V']).status === 0;

/** Pins this process (the load generator) to one core, leaving the other to the server under test. */
export function pinSelf(core: number): void {
  if (hasTaskset) spawnSync('taskset', ['-cp', String(core), String(process.pid)]);
}

/**
 * Runs `start` with this process pinned to `core` and pins it back to `home` after: what `start`
 * spawns (a browser, say, that spawns its own processes later) inherits `core` from the start.
 */
export async function startOnCore<T>(core: number, home: number, start: () => Promise<T>): Promise<T> {
  pinSelf(core);
  try {
    return await start();
  } finally {
    pinSelf(home);
  }
}

export interface Child {
  process: ChildProcess;
  hello: Record<string, unknown>;
  stop(): Promise<void>;
}

/** Starts a bench server script under tsx, pinned to `core`, and waits for its first JSON line. */
export async function startServer(script: string, args: string[], core: number): Promise<Child> {
  const entry = path.join(import.meta.dirname, '..', 'servers', script);
  const command = [process.execPath, '--import', 'tsx', entry, ...args];
  const child = hasTaskset
    ? spawn('taskset', ['-c', String(core), ...command], { stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const hello = await new Promise<Record<string, unknown>>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as Record<string, unknown>));
  });
  child.removeAllListeners('exit');
  return {
    process: child,
    hello,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
