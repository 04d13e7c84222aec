import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSseClient } from './testing/sse-client.ts';
import { freePort, startServerProcess, waitForHealth, type ServerProcess } from './testing/server-process.ts';

const ADMIN_PASSWORD = 'admin-password-long-enough';

describe('the server process on SIGTERM', () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends an open event stream with a retry hint and exits 0 promptly', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-drain-'));
    const port = await freePort();
    server = startServerProcess({ DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD });
    await waitForHealth(port, server);
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@canopy.local', password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const stream = await openSseClient(base, { authorization: `Bearer ${token}` });

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Well inside the 10 s grace period: an open stream does not hold the process.
    expect(Date.now() - signalled).toBeLessThan(5000);
    await stream.ended;
    expect(stream.text()).toMatch(/\n\nretry: \d+\n\n$/);
  });
});
