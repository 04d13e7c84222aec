import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deviceIdFor } from '@canopy/device-simulator/fleet';
import type { RunClimate } from '@canopy/shared/schemas/run-climate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitForHealth } from '../../testing/server-process.ts';

const ADMIN = { email: 'demo-admin@example.test', password: 'demo-password-long' };

interface Status {
  status: string;
}

/**
 * `npm start` as a new user runs it: DEMO on, no PARTICLE_ACCESS_TOKEN, so the real entry starts the embedded
 * simulator and backfills history. Everything below is checked over HTTP only.
 */
describe('the product started in demo mode without a device-cloud token', () => {
  let dataDir: string;
  let base: string;
  let token: string;
  let stop: () => Promise<number | null>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-demo-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // Empty counts as unset: no device-cloud token and SQLite, whatever this shell exports.
    const server = startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PARTICLE_ACCESS_TOKEN: '',
      PARTICLE_API_URL: '',
      DATABASE_URL: '',
    });
    stop = async () => (server.child.exitCode === null && server.child.kill('SIGTERM'), server.exited);
    // Most of the start is the backfill (months back to the oldest demo run: about 8 s of a 15 s start on an
    // idle machine), and a busy machine takes many times as long: a generous wait.
    await waitForHealth(port, server, 90_000);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = (await login.json()).token;
  }, 100_000);

  afterAll(async () => {
    expect(await stop()).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async <T>(url: string): Promise<T> => {
    const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status, url).toBe(200);
    return (await response.json()) as T;
  };
  const callFunction = async (id: string, functionName: string, arg: string) => {
    const response = await fetch(`${base}/api/device/${id}/callFunction`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ functionName, arg }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('lists at least 3 climate, 2 soil and 2 water devices, one of each kind offline', async () => {
    const climate = await get<Status[]>('/api/devices/active');
    const soil = await get<Status[]>('/api/sensor-data/soil7in1/devices');
    const water = await get<Status[]>('/api/water-in-out/devices');
    for (const [list, minimum] of [
      [climate, 3],
      [soil, 2],
      [water, 2],
    ] as const) {
      expect(list.length).toBeGreaterThanOrEqual(minimum);
      expect(list.filter((d) => d.status === 'online').length).toBeGreaterThanOrEqual(minimum - 1);
      expect(list.filter((d) => d.status === 'offline')).toHaveLength(1);
    }
  });

  it('has history: a full day of climate readings and water series', async () => {
    const history = await get<{ timestamp: number }[]>(
      `/api/sensor-data/climate/history/${deviceIdFor('Veg_Room')}?hours=24`,
    );
    // One reading a minute, backfilled.
    expect(history.length).toBeGreaterThan(1400);
    const now = Date.now();
    const series = await get<{ step: string; points: unknown[] }>(
      `/api/water-in-out/series?deviceId=${deviceIdFor('Main_Line')}&from=${now - 7 * 86_400_000}&to=${now}&step=15m`,
    );
    // The 7-day window of the water page: 96 points a day.
    expect(series.points.length).toBeGreaterThan(6.5 * 96);
  });

  it("has history over the finished demo runs: their room's climate on each day of their flower stage", async () => {
    const runs = await get<{ _id: string; state: string }[]>('/api/runs');
    const finished = runs.filter((run) => run.state === 'closed');
    expect(finished).toHaveLength(2);
    for (const run of finished) {
      const climate = await get<RunClimate>(`/api/runs/${run._id}/climate?step=1d`);
      const band = climate.bands.find((b) => b.stage === 'flower')!;
      // Each day's bucket begins at the site's midnight: the first one may start before the flip.
      const points = climate.points.filter(
        (p) => p.ts > band.from - 86_400_000 && p.ts < band.to && p.temperature !== null,
      );
      expect(points.length).toBeGreaterThanOrEqual((band.to - band.from) / 86_400_000);
    }
  });

  it('shows the effect of a function call in the next readings', async () => {
    const id = deviceIdFor('Veg_Room');
    type Device = { socketStates: Record<string, string>; relays: { rA: number } | null };
    for (const state of ['on', 'off'] as const) {
      expect(await callFunction(id, 'toggleSocket', `1,${state}`)).toEqual({
        status: 200,
        body: { return_value: 1, error: null },
      });
      // The server asks the device to publish at once; the event stream stores it.
      let device = await get<Device>(`/api/devices/${id}`);
      for (let i = 0; i < 50 && device.socketStates['1'] !== state; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        device = await get<Device>(`/api/devices/${id}`);
      }
      expect(device.socketStates['1']).toBe(state);
      expect(device.relays?.rA).toBe(state === 'on' ? 1 : 0);
    }
  });

  it('answers an offline demo device with 504 devices.offline', async () => {
    const response = await callFunction(deviceIdFor('Old_Line'), 'getReadings', '');
    expect(response).toMatchObject({ status: 504, body: { code: 'devices.offline' } });
  });
});
