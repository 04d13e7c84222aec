import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClimatePayload, WaterPayload } from '@canopy/shared/device-contract';
import { addFleet, DEMO_FLEET, deviceIdFor } from './fleet.ts';
import { startSimulator, type Simulator } from './simulator.ts';
import { vpd } from './devices/vpd.ts';

const TOKEN = 'scenario-token';
const MINUTE = 60_000;
const room = deviceIdFor('Flower_Room_A');
const line = deviceIdFor('Main_Line');
const bed = deviceIdFor('Bed_1_Soil');

let sim: Simulator;
let now = Date.parse('2026-03-01T10:00:00.000Z');

beforeEach(async () => {
  now = Date.parse('2026-03-01T10:00:00.000Z');
  sim = await startSimulator({ token: TOKEN, tickMs: 0, keepAliveMs: 50, now: () => now });
  addFleet(sim, DEMO_FLEET, now);
});
afterEach(() => sim.close());

/** The telemetry events of a device that the cloud's stream carries while `act` runs. */
async function streamedWhile(deviceId: string, act: () => void): Promise<number> {
  const response = await fetch(`${sim.url}/v1/devices/events/canopy`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const reader = response.body!.getReader();
  let text = '';
  await reader.read();
  act();
  const until = Date.now() + 300;
  while (Date.now() < until) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), 100)),
    ]);
    if (chunk && !chunk.done) text += new TextDecoder().decode(chunk.value);
  }
  await reader.cancel();
  return text.split('\n\n').filter((frame) => frame.includes(`"coreid":"${deviceId}"`)).length;
}

const telemetryOf = <T>(id: string): T => JSON.parse(sim.devices.get(id)!.telemetry(now).data) as T;
const api = (path: string, body?: object, token = TOKEN) =>
  fetch(`${sim.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });

describe('climate scenarios', () => {
  it.each([
    ['hvac-failure', 'temperature', 4, 1, 40],
    ['humidifier-stuck', 'humidity', 8, 2, 95],
    ['co2-stuck-open', 'co2', 600, 150, 5000],
  ] as const)(
    '%s moves %s at once, then a minute at a time, up to its cap',
    (scenario, field, jump, perMinute, cap) => {
      const normal = telemetryOf<ClimatePayload>(room)[field];
      expect(sim.setScenario(room, scenario)).toBe('ok');
      expect(telemetryOf<ClimatePayload>(room)[field]).toBeCloseTo(normal + jump, 0);
      now += 2 * MINUTE;
      const later = telemetryOf<ClimatePayload>(room);
      expect(later[field]).toBeGreaterThan(normal + jump + perMinute);
      // VPD follows the air the scenario made.
      expect(later.vpd).toBeCloseTo(vpd(later.temperature, later.humidity, later.vpdType), 1);
      now += 24 * 60 * MINUTE;
      expect(telemetryOf<ClimatePayload>(room)[field]).toBeLessThanOrEqual(cap);
      expect(sim.scenarios()).toEqual({ [room]: scenario });
    },
  );

  it('publishes at once when a scenario starts or ends', async () => {
    const frames = await streamedWhile(room, () => {
      sim.setScenario(room, 'hvac-failure');
      sim.setScenario(room, 'normal');
    });
    expect(frames).toBe(2);
    expect(sim.scenarios()).toEqual({});
  });

  it('refuses a scenario of another device type and an unknown device', () => {
    expect(sim.setScenario(room, 'leak')).toBe('wrong_type');
    expect(sim.setScenario(line, 'hvac-failure')).toBe('wrong_type');
    expect(sim.setScenario('ffffffffffffffffffffffff', 'normal')).toBe('unknown_device');
  });
});

describe('sensor-dead and leak', () => {
  it('silences a dead sensor until it is back to normal', async () => {
    expect(sim.setScenario(bed, 'sensor-dead')).toBe('ok');
    expect(await streamedWhile(bed, () => sim.publishAll())).toBe(0);
    expect(await streamedWhile(bed, () => sim.setScenario(bed, 'normal'))).toBe(1);
  });

  it('lets water in without letting it out, and counts it', () => {
    const before = telemetryOf<WaterPayload>(line);
    expect(sim.setScenario(line, 'leak')).toBe('ok');
    now += 10 * MINUTE;
    const leaking = telemetryOf<WaterPayload>(line);
    expect(leaking.in.rate_lpm).toBeGreaterThan(0.1);
    expect(leaking.out.rate_lpm).toBeLessThan(0.05);
    expect(leaking.in.total_l).toBeGreaterThanOrEqual(before.in.total_l + 29);
  });
});

describe('the scenario control routes', () => {
  it('start a scenario and list them, behind the cloud token', async () => {
    const started = await api('/v1/simulator/scenario', {
      deviceId: room.toUpperCase(),
      scenario: 'co2-stuck-open',
    });
    expect(started.status).toBe(200);
    expect(await started.json()).toEqual({ deviceId: room, scenario: 'co2-stuck-open' });
    expect(await (await api('/v1/simulator/scenarios')).json()).toEqual({
      scenarios: { [room]: 'co2-stuck-open' },
    });
    expect((await api('/v1/simulator/scenarios', undefined, 'wrong')).status).toBe(401);
  });

  it('answer 404 for an unknown device and 400 for a bad or misplaced scenario', async () => {
    const unknown = await api('/v1/simulator/scenario', {
      deviceId: 'ffffffffffffffffffffffff',
      scenario: 'normal',
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, error: 'Device not found.' });
    expect((await api('/v1/simulator/scenario', { deviceId: room, scenario: 'flood' })).status).toBe(400);
    expect((await api('/v1/simulator/scenario', { deviceId: room, scenario: 'leak' })).status).toBe(400);
  });
});
