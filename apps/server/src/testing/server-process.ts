import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { serverNodeFlags } from './start-flags.ts';

const startScript = path.resolve(import.meta.dirname, '../../../../scripts/start.mjs');

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

/** The real product, started the way `npm start` starts it (without building the web app). */
export function startServerProcess(env: Record<string, string>, script = startScript): ServerProcess {
  const child = spawn(process.execPath, [...serverNodeFlags(), script], {
    // DEMO off unless a test asks: the months of demo device history would only slow most tests down.
    env: {
      ...process.env,
      CANOPY_SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DEMO: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Waits for /api/health to answer. A start takes about 2.5 s on an idle machine and many times that
 * while the test run keeps both cores busy, hence the generous default. The error carries what the
 * server printed, so a failed start explains itself.
 */
export async function waitForHealth(
  port: number,
  { exited, output }: Pick<ServerProcess, 'exited' | 'output'>,
  timeoutMs = 45_000,
): Promise<void> {
  const started = Date.now();
  const deadline = started + timeoutMs;
  let exitCode: unknown;
  let done = false;
  void exited.then((code) => {
    exitCode = code;
    done = true;
  });
  while (Date.now() < deadline && !done) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const why = done ? `it exited with code ${String(exitCode)}` : `no answer in ${Date.now() - started} ms`;
  const printed = output().trim();
  throw new Error(`the server did not become healthy: ${why}${printed ? `\n${printed}` : ''}`);
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
