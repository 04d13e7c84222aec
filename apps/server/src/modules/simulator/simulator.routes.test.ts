import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createParticleClient } from '../../integrations/device-cloud/particle-client.ts';
import { ids, startTestCloud, type TestCloud } from '../../testing/device-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { sortedDetailPaths } from '../../testing/validation-details.ts';

describe('simulator scenarios over HTTP', () => {
  let t: TestContext;
  let cloud: TestCloud | null = null;
  afterEach(async () => {
    await t.close();
    await cloud?.sim.close();
    cloud = null;
  });

  const post = (user: TestUser | null, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/simulator/scenario', payload, headers: user?.auth ?? {} });

  it('lets an admin run a scenario on the simulated cloud and see it', async () => {
    cloud = await startTestCloud();
    t = await createTestContext('sqlite', { deviceCloud: cloud.cloud });
    const admin = await t.createUser('admin');
    const started = await post(admin, { deviceId: ids.veg.toUpperCase(), scenario: 'hvac-failure' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ deviceId: ids.veg, scenario: 'hvac-failure' });
    expect(cloud.sim.scenarios()).toEqual({ [ids.veg]: 'hvac-failure' });
    const state = await t.app.inject({ method: 'GET', url: '/api/simulator', headers: admin.auth });
    expect(state.json()).toEqual({ running: true, scenarios: { [ids.veg]: 'hvac-failure' } });
  });

  it('answers 404 for an unknown device, 400 with details for a scenario of another type', async () => {
    cloud = await startTestCloud();
    t = await createTestContext('sqlite', { deviceCloud: cloud.cloud });
    const admin = await t.createUser('admin');
    const unknown = await post(admin, { deviceId: 'ffffffffffffffffffffffff', scenario: 'normal' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'devices.not_found' });
    const wrong = await post(admin, { deviceId: ids.veg, scenario: 'leak' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([expect.objectContaining({ path: 'body.scenario' })]);
    const invalid = await post(admin, { deviceId: 'kitchen', scenario: 'meteor' });
    expect(sortedDetailPaths(invalid)).toEqual(['body.deviceId', 'body.scenario']);
  });

  it('is for admins only', async () => {
    cloud = await startTestCloud();
    t = await createTestContext('sqlite', { deviceCloud: cloud.cloud });
    expect((await post(null, { deviceId: ids.veg, scenario: 'normal' })).statusCode).toBe(401);
    for (const role of ['user', 'superuser'] as const) {
      expect(
        (await post(await t.createUser(role), { deviceId: ids.veg, scenario: 'normal' })).statusCode,
      ).toBe(403);
    }
  });

  it('answers 404 simulator.not_running without a simulator behind the cloud', async () => {
    t = await createTestContext('sqlite');
    const admin = await t.createUser('admin');
    const response = await post(admin, { deviceId: ids.veg, scenario: 'normal' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'simulator.not_running' });
    const state = await t.app.inject({ method: 'GET', url: '/api/simulator', headers: admin.auth });
    expect(state.json()).toEqual({ running: false, scenarios: {} });
  });
});

describe('the cloud client and scenarios', () => {
  it('never asks Particle itself, and reads a cloud without the route as not running', async () => {
    const particle = createParticleClient({ baseUrl: 'https://api.particle.io', token: 't' });
    await expect(particle.scenarios()).rejects.toMatchObject({ reason: 'not_running' });
    const server = createServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: false, error: 'Not Found' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const other = createParticleClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      token: 't',
    });
    await expect(other.setScenario(ids.veg, 'normal')).rejects.toMatchObject({ reason: 'not_running' });
    server.close();
  });
});
