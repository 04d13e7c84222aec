import { addFleet } from '@canopy/device-simulator/fleet';
import { startSimulator, type Simulator } from '@canopy/device-simulator/simulator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createParticleClient } from '../../integrations/device-cloud/particle-client.ts';
import { ids, TEST_FLEET } from '../../testing/device-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const T1 = Date.parse('2026-03-01T10:00:00.000Z');

describe.each(DIALECTS)('the device event stream on %s', (dialect) => {
  let t: TestContext;
  let sim: Simulator;
  let simNow = T1;
  beforeEach(async () => {
    simNow = T1;
    sim = await startSimulator({ token: 'stream-token', tickMs: 0, keepAliveMs: 50, now: () => simNow });
    addFleet(sim, TEST_FLEET, T1);
    const cloud = createParticleClient({ baseUrl: sim.url, token: 'stream-token', deviceTimeoutMs: 2000 });
    t = await createTestContext(dialect, { deviceCloud: cloud, jobs: { watchdogMs: 500 } });
    await t.app.services.deviceSync.poll();
  });
  afterEach(async () => {
    await t.close();
    await sim.close();
  });

  const rowsPerTable = async () => {
    await t.app.services.telemetryWriter.flush();
    const db = t.database.db;
    const count = async (table: 'climate_readings' | 'soil_readings' | 'water_readings', id: string) =>
      (await db.selectFrom(table).select('ts').where('device_id', '=', id).execute()).length;
    return [
      await count('climate_readings', ids.veg),
      await count('soil_readings', ids.soil),
      await count('water_readings', ids.water),
    ];
  };
  const until = async (check: () => Promise<boolean> | boolean, what: string) => {
    for (let i = 0; i < 150 && !(await check()); i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(await check(), what).toBe(true);
  };

  it('stores events across a dropped stream and reconnect, without duplicate rows for redelivered events', async () => {
    t.app.services.jobs.start(['device-stream']);
    await until(() => sim.streamCount() === 1, 'the stream connects');
    sim.publishAll();
    await until(async () => (await rowsPerTable()).every((n) => n === 1), 'first readings stored');

    sim.dropStreams();
    await until(() => sim.streamCount() === 1, 'the stream reconnects');
    // At-least-once delivery: the cloud sends the same events (same device, same time) again.
    sim.publishAll();
    await new Promise((r) => setTimeout(r, 200));
    expect(await rowsPerTable()).toEqual([1, 1, 1]);

    simNow = T1 + 60_000;
    sim.publishAll();
    await until(async () => (await rowsPerTable()).every((n) => n === 2), 'new readings stored');
    expect(await rowsPerTable()).toEqual([2, 2, 2]);
  });
});
