import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_DATA_MAX_BYTES, parseReadingsLine } from '@canopy/shared/device-contract';
import * as fixtures from '@canopy/shared/device-contract.fixtures';
import { addFleet, DEMO_FLEET, deviceIdFor } from './fleet.ts';
import { startSimulator, type Simulator } from './simulator.ts';

const TOKEN = 'test-token';
let sim: Simulator;
const veg = deviceIdFor('Veg_Room');
const clone = deviceIdFor('Clone_Tent');

const api = (path: string, init: RequestInit = {}, token: string | null = TOKEN) =>
  fetch(`${sim.url}${path}`, {
    ...init,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(init.headers as Record<string, string>),
    },
  });

beforeEach(async () => {
  sim = await startSimulator({
    token: TOKEN,
    tickMs: 0,
    keepAliveMs: 100,
    unresponsiveDelayMs: 50,
    flashStepMs: 10,
    rebootMs: 10,
  });
  addFleet(sim, DEMO_FLEET, Date.now());
});
afterEach(async () => {
  await sim.close();
});

describe('authentication', () => {
  it('answers 400 invalid_request without a token', async () => {
    const response = await api('/v1/devices', {}, null);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      error_description: 'The access token was not found',
    });
  });
  it('answers 401 invalid_token for a wrong token', async () => {
    const response = await api('/v1/devices', {}, 'nope');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_token' });
  });
  it('refuses a token given in two places', async () => {
    const response = await api(`/v1/devices?access_token=${TOKEN}`);
    expect(response.status).toBe(400);
  });
  it('still takes the deprecated access_token form field', async () => {
    const response = await api(
      `/v1/devices/${veg}/pushNow`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `access_token=${TOKEN}&arg=`,
      },
      null,
    );
    expect(response.status).toBe(200);
  });
});

describe('functions', () => {
  it('take `arg` as a form field and answer the JSON shape', async () => {
    const response = await api(`/v1/devices/${veg}/toggleSocket`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'arg=1,on',
    });
    expect(await response.json()).toEqual({ id: veg, name: 'Veg_Room', connected: true, return_value: 1 });
  });
  it('answer plain text with format=raw', async () => {
    const response = await api(`/v1/devices/${veg}/setVPDType?format=raw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ arg: 'bogus' }),
    });
    expect(await response.text()).toBe('-1');
  });
  it('answer 404 for an unknown function and 403 for an unknown device', async () => {
    const missing = await api(`/v1/devices/${veg}/fire`, { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ ok: false, error: 'Function fire not found' });
    const unknown = await api('/v1/devices/ffffffffffffffffffffffff/pushNow', { method: 'POST' });
    expect(unknown.status).toBe(403);
    expect(await unknown.json()).toMatchObject({ error: 'Permission Denied' });
  });
  it('time out on an offline device with 408 "timed out", never 401', async () => {
    const response = await api(`/v1/devices/${clone}/pushNow`, { method: 'POST' });
    expect(response.status).toBe(408);
    expect(await response.json()).toEqual({ ok: false, error: 'timed out' });
  });
  it('make an unresponsive device wait before timing out', async () => {
    sim.setMode(veg, 'unresponsive');
    const started = Date.now();
    const response = await api(`/v1/devices/${veg}/pushNow`, { method: 'POST' });
    expect(response.status).toBe(408);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});

describe('variables', () => {
  it('serve the Readings line our parser reads', async () => {
    const body = (await (await api(`/v1/devices/${veg}/Readings`)).json()) as { result: string };
    const parsed = parseReadingsLine(body.result);
    expect(parsed.co2).toBeGreaterThan(300);
    expect(parsed.light).toMatch(/^(Daylight|Nighttime)$/);
  });
  it('answer 404 Unknown Variable for one the device does not expose', async () => {
    const response = await api(`/v1/devices/${veg}/Nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ ok: false, error: 'Unknown Variable: Nope' });
  });
});

describe('fault injection', () => {
  it.each([401, 429, 500] as const)('fails the next request with %i and then recovers', async (status) => {
    sim.faults.inject(status, 1);
    expect((await api('/v1/devices')).status).toBe(status);
    expect((await api('/v1/devices')).status).toBe(200);
  });
});

describe('event streams', () => {
  it('open with :ok, frame events, send keep-alives and can be dropped', async () => {
    const response = await api('/v1/devices/events/canopy');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value);
      }
    };
    await readUntil(':ok\n\n');
    sim.publish('spark/status', 'online', veg); // filtered out by the prefix
    sim.devices.get(veg)!.functions.pushNow!('', Date.now());
    await readUntil('\n\n\n');
    expect(text).toMatch(
      /^:ok\n\nevent: canopy\/climate\ndata: \{"data":"\{.*"ttl":60,"published_at":".*","coreid":"[0-9a-f]{24}"\}\n\n\n/s,
    );
    expect(text).not.toContain('spark/status');
    sim.dropStreams();
    // A dropped stream ends mid-body, as a cut network connection does.
    await expect(
      (async () => {
        for (;;) if ((await reader.read()).done) return 'ended';
      })(),
    ).rejects.toThrow(/terminated/);
    expect(sim.streamCount()).toBe(0);
  });
});

describe('telemetry', () => {
  it('keeps every payload within 622 bytes with the contract keys', async () => {
    const keys = (data: string) => Object.keys(JSON.parse(data) as object).sort();
    for (const device of sim.devices.values()) {
      const { name, data } = device.telemetry(Date.now());
      expect(Buffer.byteLength(data)).toBeLessThanOrEqual(EVENT_DATA_MAX_BYTES);
      const fixture = {
        climate: fixtures.CLIMATE_EVENT,
        soil: fixtures.SOIL_EVENT,
        water: fixtures.WATER_EVENT,
      }[device.kind];
      expect(name).toBe(fixture.name);
      expect(keys(data)).toEqual(keys(fixture.data));
    }
  });
  it('moves readings into a new threshold range', async () => {
    const device = sim.devices.get(veg)!;
    await api(`/v1/devices/${veg}/setCO2Threshold`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ arg: '1500,1600' }),
    });
    const co2 = (JSON.parse(device.telemetry(Date.now()).data) as { co2: number }).co2;
    expect(co2).toBeGreaterThanOrEqual(1500 - 1);
    expect(co2).toBeLessThanOrEqual(1600 + 1);
  });
});
