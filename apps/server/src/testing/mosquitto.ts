import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

/** Debian's `mosquitto` package installs the broker outside a normal user's PATH. */
const MOSQUITTO = existsSync('/usr/sbin/mosquitto') ? '/usr/sbin/mosquitto' : 'mosquitto';

export interface Mosquitto {
  /** mqtt://127.0.0.1:<port> */
  url: string;
  /** Stops the broker; its retained messages go with it (no persistence). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A real Mosquitto on a free loopback port, anonymous, with a config of its own in a temp dir. */
export async function startMosquitto(): Promise<Mosquitto> {
  const dir = mkdtempSync(path.join(tmpdir(), 'canopy-mosquitto-'));
  const port = await freePort();
  const config = path.join(dir, 'mosquitto.conf');
  writeFileSync(
    config,
    [`listener ${port} 127.0.0.1`, 'allow_anonymous true', 'persistence false', 'log_dest stderr', ''].join(
      '\n',
    ),
  );
  let broker: ChildProcess | null = null;

  async function start() {
    const child = spawn(MOSQUITTO, ['-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<never>((_resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`mosquitto exited (${code}): ${output}`)));
    });
    exited.catch(() => undefined);
    broker = child;
    await Promise.race([waitForPort(port), exited]);
  }

  async function stop() {
    const child = broker;
    broker = null;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  }

  await start();
  return {
    url: `mqtt://127.0.0.1:${port}`,
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connectTcp(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`mosquitto did not listen on ${port}`);
}
