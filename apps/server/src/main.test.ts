import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess, waitForHealth } from './testing/server-process.ts';

const start = (env: Record<string, string>) => startServerProcess(env);

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
    await waitForHealth(port, server);
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
    await waitForHealth(port, again);
    expect(again.output()).not.toMatch(/Generated password/);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
