import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const startScript = path.resolve(import.meta.dirname, '../../../scripts/start.mjs');

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [startScript], {
    // DEMO off: the 7-day device backfill would only slow this start-up test.
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
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, exited: Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 20_000;
  let done = false;
  void exited.then(() => (done = true));
  while (Date.now() < deadline && !done) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become healthy');
}

describe('starting and stopping the server', () => {
  it('stops at start-up with a message naming a bad variable', async () => {
    const server = start({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
  });

  it('creates the first admin with a printed password, serves, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-main-'));
    const port = 3400 + Math.floor(Math.random() * 500);
    const server = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, server.exited);
    const password = /Generated password \(shown once\): (\S+)/.exec(server.output())?.[1];
    expect(password).toBeTruthy();
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@canopy.local', password }),
    });
    expect(login.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // A second start finds the admin and prints no new password.
    const again = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, again.exited);
    expect(again.output()).not.toMatch(/Generated password/);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
