import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../apps/server/src/testing/bench-entry.ts';
import { startOursApp } from './lib/app.ts';
import { deviceId, seededSqliteFile, type SeedShape } from './lib/seed.ts';

// A seed of one device of each kind: every device read the product serves must answer from it, so the
// gates measure the product's real answers, never error answers from a seed the routes cannot read.
const SHAPE: SeedShape = { climate: 1, soil: 1, water: 1, historyDays: 1, cuttings: 3 };

let ours: { app: App; token: string };

beforeAll(async () => {
  ours = await startOursApp(await seededSqliteFile(SHAPE));
}, 60_000);

afterAll(() => ours.app.close());

const get = (url: string) =>
  ours.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ours.token}` } });

describe('the bench seed', () => {
  it.each([
    '/api/devices/active',
    '/api/sensor-data/soil7in1/devices',
    `/api/sensor-data/climate/latest/${deviceId('climate', 0)}`,
    `/api/sensor-data/soil7in1/latest/${deviceId('soil', 0)}`,
    '/api/water-in-out/devices',
    `/api/water-in-out/latest?deviceId=${deviceId('water', 0)}`,
    `/api/sensor-data/climate/history/${deviceId('climate', 0)}?hours=24`,
    '/api/cuttings?skip=0&limit=20',
  ])('is served by %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('stores each device latest reading as the telemetry writer does', async () => {
    const water = (await get('/api/water-in-out/devices')).json<{ deviceId: string }[]>();
    expect(water.map((d) => d.deviceId)).toEqual([deviceId('water', 0)]);
    const soil = (await get(`/api/sensor-data/soil7in1/latest/${deviceId('soil', 0)}`)).json();
    expect(soil).toMatchObject({ data: { moisture_pct: 40, ph: 6.5 } });
  });
});
