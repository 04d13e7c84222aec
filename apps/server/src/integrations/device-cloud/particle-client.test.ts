import { addFleet, DEMO_FLEET, deviceIdFor } from '@canopy/device-simulator/fleet';
import { startSimulator, type Simulator } from '@canopy/device-simulator/simulator';
import { afterEach, describe, expect, it } from 'vitest';
import { DeviceCloudError, type CloudEvent, type DeviceCloud } from './device-cloud.ts';
import { consumeEventStream } from './event-stream.ts';
import { createParticleClient } from './particle-client.ts';

const token = 'client-test-token';
const veg = deviceIdFor('Veg_Room');
const clone = deviceIdFor('Clone_Tent');
let sim: Simulator;

async function setup(options: { offlineStatus?: number; keepAliveMs?: number } = {}) {
  sim = await startSimulator({ token, tickMs: 0, unresponsiveDelayMs: 2000, keepAliveMs: 100, ...options });
  addFleet(sim, DEMO_FLEET, Date.now());
  return createParticleClient({ baseUrl: sim.url, token, deviceTimeoutMs: 300 });
}
afterEach(async () => {
  await sim.close();
});

const kindOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DeviceCloudError) return error.kind;
    throw error;
  }
  return 'no error';
};

describe('the device-cloud client', () => {
  it('lists devices with their online flag and last-heard time', async () => {
    const cloud = await setup();
    const devices = await cloud.listDevices();
    expect(devices.find((d) => d.id === clone)).toMatchObject({ online: false, name: 'Clone_Tent' });
    expect(devices.find((d) => d.id === veg)?.lastHeardMs).toEqual(expect.any(Number));
  });

  it('calls a function and returns its return_value', async () => {
    const cloud = await setup();
    expect(await cloud.callFunction(veg, 'toggleSocket', '1,on')).toBe(1);
  });

  it.each([408, 400, 404])('classifies a %i "timed out" as offline, never as auth', async (status) => {
    const cloud = await setup({ offlineStatus: status });
    expect(await kindOf(cloud.callFunction(clone, 'pushNow', ''))).toBe('offline');
  });

  it('classifies a wrong token as auth', async () => {
    await setup();
    const cloud = createParticleClient({ baseUrl: sim.url, token: 'wrong' });
    expect(await kindOf(cloud.listDevices())).toBe('auth');
  });

  it('classifies Permission Denied (unknown device) as auth', async () => {
    const cloud = await setup();
    expect(await kindOf(cloud.callFunction('ffffffffffffffffffffffff', 'pushNow', ''))).toBe('auth');
  });

  it('classifies a missing function and a missing variable as not found', async () => {
    const cloud = await setup();
    expect(await kindOf(cloud.callFunction(veg, 'fire', ''))).toBe('function_not_found');
    expect(await kindOf(cloud.getVariable(veg, 'Nope'))).toBe('variable_not_found');
  });

  it('classifies 429 as throttled with its Retry-After, and 500 as failed', async () => {
    const cloud = await setup();
    sim.faults.inject(429, 1);
    const error = await cloud.listDevices().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'throttled', retryAfterSeconds: 1 });
    sim.faults.inject(500, 1);
    expect(await kindOf(cloud.listDevices())).toBe('failed');
  });

  it('gives up on an unresponsive device at its own deadline', async () => {
    const cloud = await setup();
    sim.setMode(veg, 'unresponsive');
    expect(await kindOf(cloud.callFunction(veg, 'pushNow', ''))).toBe('timeout');
  });

  it('reports an unreachable cloud as failed', async () => {
    await setup();
    const cloud = createParticleClient({ baseUrl: 'http://127.0.0.1:1', token });
    expect(await kindOf(cloud.listDevices())).toBe('failed');
  });
});

describe('the event stream consumer', () => {
  const collect = (cloud: DeviceCloud, watchdogMs = 5000) => {
    const events: CloudEvent[] = [];
    let connects = 0;
    const consumer = consumeEventStream({
      cloud,
      watchdogMs,
      reconnectMinMs: 20,
      onEvent: (e) => events.push(e),
      onStateChange: (state) => (state === 'connected' ? (connects += 1) : undefined),
    });
    return { events, consumer, connects: () => connects };
  };
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(check()).toBe(true);
  };

  it('delivers events and reconnects after the stream is dropped', async () => {
    const cloud = await setup();
    const { events, consumer, connects } = collect(cloud);
    await until(() => sim.streamCount() === 1);
    sim.publishAll();
    await until(() => events.length >= 7);
    expect(events[0]).toMatchObject({ coreid: expect.stringMatching(/^[0-9a-f]{24}$/) });
    sim.dropStreams();
    await until(() => connects() === 2 && sim.streamCount() === 1);
    sim.publish('canopy/power', '{"state":"restored"}', veg);
    await until(() => events.some((e) => e.name === 'canopy/power'));
    await consumer.stop();
  });

  it('reconnects when the stream falls silent past the watchdog', async () => {
    const cloud = await setup({ keepAliveMs: 60_000 });
    const { consumer, connects } = collect(cloud, 150);
    await until(() => connects() >= 2);
    await consumer.stop();
  });
});
