import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addFleet, type FleetEntry } from '@canopy/device-simulator/fleet';
import { startSimulator, type Simulator } from '@canopy/device-simulator/simulator';
import autocannon from 'autocannon';
import { freePort, startServerProcess, waitForHealth, type ServerProcess } from '../server-process.ts';

export const LOAD_ADMIN = { email: 'load@example.test', password: 'load-password-123' };
export const LOAD_WEBHOOK_SECRET = 'load-test-webhook-secret';
const CLOUD_TOKEN = 'load-cloud-token';

const FLEET: FleetEntry[] = [
  ...Array.from({ length: 12 }, (_, i): FleetEntry => ({ label: `Room_${i + 1}`, kind: 'climate' })),
  ...Array.from({ length: 4 }, (_, i): FleetEntry => ({ label: `Bed_${i + 1}`, kind: 'soil' })),
  ...Array.from({ length: 2 }, (_, i): FleetEntry => ({ label: `Line_${i + 1}`, kind: 'water' })),
];

export interface LoadRig {
  base: string;
  server: ServerProcess;
  sim: Simulator;
  token: string;
  climateId: string;
  close(): Promise<void>;
}

/** The real server in its own process, talking to the simulator as its cloud, with some records. */
export async function startLoadRig(): Promise<LoadRig> {
  const sim = await startSimulator({ token: CLOUD_TOKEN, tickMs: 0 });
  addFleet(sim, FLEET, Date.now());
  const port = await freePort();
  const server = startServerProcess({
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'canopy-load-')),
    ADMIN_EMAIL: LOAD_ADMIN.email,
    ADMIN_PASSWORD: LOAD_ADMIN.password,
    PARTICLE_API_URL: sim.url,
    PARTICLE_ACCESS_TOKEN: CLOUD_TOKEN,
    PARTICLE_WEBHOOK_SECRET: LOAD_WEBHOOK_SECRET,
    LOG_LEVEL: 'error',
    // The load is one user's thousands of calls a minute: the limit would answer most of them 429. It
    // has its own test (http/rate-limit.test.ts).
    RATE_LIMIT_PER_MINUTE: '0',
  });
  await waitForHealth(port, server, 30_000);
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOAD_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await fetch(`${base}/api/devices/refresh`, { method: 'POST', headers: auth });
  sim.publishAll();
  for (let i = 0; i < 60; i += 1) {
    await fetch(`${base}/api/tasks`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ description: `Task ${i}` }),
    });
  }
  const climateId = [...sim.devices.values()].find((d) => d.kind === 'climate')?.id ?? '';
  return {
    base,
    server,
    sim,
    token,
    climateId,
    async close() {
      server.child.kill('SIGTERM');
      await server.exited;
      await sim.close();
    },
  };
}

export interface LoadFigures {
  name: string;
  requests: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
}

/** One autocannon run; the figures the battery reports. */
export async function load(
  name: string,
  options: {
    url: string;
    connections: number;
    durationSeconds: number;
    token: string;
    requests?: autocannon.Request[];
  },
): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: { authorization: `Bearer ${options.token}` },
    timeout: 10,
    ...(options.requests && { requests: options.requests }),
  });
  return {
    name,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
  };
}

/** Resident memory of a process in MiB, from /proc (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}
