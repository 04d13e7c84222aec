import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { serverNodeFlags } from '../../apps/server/src/testing/bench-entry.ts';

const hasTaskset = spawnSync('taskset', ['-V']).status === 0;
const hasChrt = spawnSync('chrt', ['--version']).status === 0;

/** Pins this process (the load generator) to one core, leaving the other to the server under test. */
export function pinSelf(core: number | 'all'): void {
  // Every core of the machine: not availableParallelism(), which counts only the cores this process is
  // pinned to already, so that 'all' meant the one core it was on.
  const cores = core === 'all' ? `0-${cpus().length - 1}` : String(core);
  if (hasTaskset) spawnSync('taskset', ['-cp', cores, String(process.pid)]);
}

/**
 * Runs `start` with this process pinned to `core` (or free on every core) and pins it back to `home` after: what `start`
 * spawns (a browser, say, that spawns its own processes later) inherits `core` from the start.
 */
export async function startOnCore<T>(
  core: number | 'all',
  home: number,
  start: () => Promise<T>,
): Promise<T> {
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

/** How a bench script runs beside the others on its core. */
export type Priority = 'normal' | 'idle';

/**
 * The command that runs `command` pinned to `core`, and at `idle` priority (Linux's SCHED_IDLE, which
 * every thread it starts inherits) when asked: such a process runs only while nothing else on its core
 * wants to, and gives the core back the moment something does.
 */
function pinnedCommand(command: string[], core: number, priority: Priority): string[] {
  const lowered = priority === 'idle' && hasChrt ? ['chrt', '--idle', '0', ...command] : command;
  return hasTaskset ? ['taskset', '-c', String(core), ...lowered] : lowered;
}

/**
 * Starts a bench server script under tsx, pinned to `core` at `priority`, and waits for its first
 * JSON line. The product's server (ours.ts) gets the Node.js flags `npm start` gives it.
 */
export async function startServer(
  script: string,
  args: string[],
  core: number,
  priority: Priority = 'normal',
): Promise<Child> {
  const entry = path.join(import.meta.dirname, '..', 'servers', script);
  const flags = script === 'ours.ts' ? serverNodeFlags() : [];
  const node = [process.execPath, ...flags, '--import', 'tsx', entry, ...args];
  const [file, ...rest] = pinnedCommand(node, core, priority);
  const child = spawn(file!, rest, { stdio: ['ignore', 'pipe', 'inherit'] });
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
