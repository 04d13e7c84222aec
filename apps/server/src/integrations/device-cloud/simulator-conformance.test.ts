/**
 * The simulator speaks the Particle Cloud protocol: the official client, unchanged, drives it.
 * (particle-api-js is a test-only dependency; the product uses its own client.)
 */
import { addFleet, DEMO_FLEET, deviceIdFor } from '@canopy/device-simulator/fleet';
import { startSimulator, type Simulator } from '@canopy/device-simulator/simulator';
import Particle from 'particle-api-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const auth = 'conformance-token';
const veg = deviceIdFor('Veg_Room');
const clone = deviceIdFor('Clone_Tent');
let sim: Simulator;
let particle: Particle;

beforeEach(async () => {
  sim = await startSimulator({ token: auth, tickMs: 0, keepAliveMs: 200, flashStepMs: 20, rebootMs: 20 });
  addFleet(sim, DEMO_FLEET, Date.now());
  particle = new Particle({ baseUrl: sim.url, auth });
});
afterEach(async () => {
  await sim.close();
});

interface ParticleError {
  statusCode?: number;
  body?: { error?: string };
}
const failure = async (promise: Promise<unknown>): Promise<ParticleError> => {
  try {
    await promise;
  } catch (error) {
    return error as ParticleError;
  }
  throw new Error('expected a failure');
};

describe('particle-api-js against the simulator', () => {
  it('lists devices with both online and connected', async () => {
    const { body: list, statusCode } = await particle.listDevices({});
    const body = list as { id: string }[];
    expect(statusCode).toBe(200);
    expect(body).toHaveLength(DEMO_FLEET.length);
    const cloneInfo = body.find((d) => d.id === clone)!;
    expect(cloneInfo).toMatchObject({ name: 'Clone_Tent', online: false, connected: false });
    expect(body.find((d) => d.id === veg)).toMatchObject({ online: true, connected: true });
  });

  it('gets one device with its functions and variables', async () => {
    const { body } = await particle.getDevice({ deviceId: veg });
    expect(body.id).toBe(veg);
    expect(body.functions).toContain('setCO2Threshold');
    expect(body.variables).toMatchObject({ Readings: 'string' });
  });

  it('calls a function with `args` and gets return_value 1', async () => {
    const { body } = await particle.callFunction({ deviceId: veg, name: 'toggleSocket', argument: '2,off' });
    expect(body).toMatchObject({ id: veg, connected: true, return_value: 1 });
  });

  it('sees a bad argument as HTTP 200 with a return_value other than 1', async () => {
    const { body } = await particle.callFunction({ deviceId: veg, name: 'setVPDType', argument: 'bogus' });
    expect(body.return_value).not.toBe(1);
  });

  it('gets the offline "timed out" body, status 408, not a 401', async () => {
    const error = await failure(particle.callFunction({ deviceId: clone, name: 'pushNow', argument: '' }));
    expect(error.statusCode).toBe(408);
    expect(error.body).toMatchObject({ ok: false, error: 'timed out' });
  });

  it('reads a variable', async () => {
    const { body } = await particle.getVariable({ deviceId: veg, name: 'Readings' });
    expect(body.name).toBe('Readings');
    expect(String(body.result)).toMatch(/^CO2: \d+ ppm, Temp: /);
  });

  it('renames a device', async () => {
    const { body } = await particle.renameDevice({ deviceId: veg, name: 'Veg_Room_2' });
    expect(body).toMatchObject({ id: veg, name: 'Veg_Room_2' });
    expect((await particle.getDevice({ deviceId: veg })).body.name).toBe('Veg_Room_2');
  });

  it('flashes firmware and reports the outcome on the event stream', async () => {
    const stream = await particle.getEventStream({ deviceId: 'mine', name: 'spark/flash' });
    const statuses: string[] = [];
    const done = new Promise<void>((resolve) =>
      stream.on('event', (event: { data: string }) => {
        statuses.push(event.data);
        if (event.data.startsWith('success')) resolve();
      }),
    );
    const { body } = await particle.flashDevice({
      deviceId: veg,
      files: { 'firmware.bin': Buffer.from('binary') },
    });
    expect(body).toMatchObject({ id: veg, status: 'Update started' });
    await done;
    stream.abort();
    expect(statuses).toEqual(['started ', 'success ']);
  });

  it('streams published events with name, data and coreid', async () => {
    const stream = await particle.getEventStream({ deviceId: 'mine' });
    const received = new Promise<{ name: string; data: string; coreid: string }>((resolve) =>
      stream.on('event', resolve),
    );
    await particle.callFunction({ deviceId: veg, name: 'pushNow', argument: '' });
    const event = await received;
    stream.abort();
    expect(event).toMatchObject({ name: 'canopy/climate', coreid: veg });
    expect(JSON.parse(event.data)).toHaveProperty('co2');
  });

  it('publishes an event that subscribers receive', async () => {
    const stream = await particle.getEventStream({ deviceId: 'mine', name: 'ops' });
    const received = new Promise<{ name: string; data: string }>((resolve) => stream.on('event', resolve));
    const { body } = await particle.publishEvent({ name: 'ops/hello', data: 'hi', isPrivate: true });
    expect(body).toEqual({ ok: true });
    const event = await received;
    stream.abort();
    expect(event).toMatchObject({ name: 'ops/hello', data: 'hi' });
  });

  it('gets a 401 with invalid_token for a wrong token', async () => {
    const error = await failure(particle.listDevices({ auth: 'wrong' }));
    expect(error.statusCode).toBe(401);
    expect(error.body).toMatchObject({ error: 'invalid_token' });
  });
});
