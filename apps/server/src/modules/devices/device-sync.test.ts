import { addFleet } from '@canopy/device-simulator/fleet';
import { startSimulator, type Simulator } from '@canopy/device-simulator/simulator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createParticleClient } from '../../integrations/device-cloud/particle-client.ts';
import { ids, TEST_FLEET } from '../../testing/device-fixtures.ts';
import { buildTestApp, createTestContext, type TestApp, type TestContext } from '../../testing/test-app.ts';
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
    await t.services.deviceSync.poll();
  });
  afterEach(async () => {
    await t.close();
    await sim.close();
  });

  const rowsPerTable = async () => {
    await t.services.telemetryWriter.flush();
    return countRows();
  };
  const countRows = async () => {
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
    t.services.jobs.start(['device-stream']);
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

  if (dialect === 'postgres') {
    it('loses no reading and doubles none when the leading instance stops before committing', async () => {
      // Instance A is the context's app; B is a second app on the same database and the same cloud.
      const cloudB = createParticleClient({ baseUrl: sim.url, token: 'stream-token', deviceTimeoutMs: 2000 });
      const b: TestApp = await buildTestApp(t.database, {
        clock: t.clock,
        deviceCloud: cloudB,
        jobs: { watchdogMs: 500, retryMs: 50 },
      });
      await b.app.ready();
      const announcedByB: string[] = [];
      b.services.events.subscribe('readings.stored', ({ readings }) => {
        for (const reading of readings) announcedByB.push(`${reading.deviceId}@${reading.ts}`);
      });
      try {
        t.services.jobs.start(['device-stream']);
        await until(() => t.services.deviceSync.isStreamConnected(), 'A leads the stream');
        b.services.jobs.start(['device-stream']);
        await until(() => sim.streamCount() === 2, 'B keeps a standby stream open');
        expect(b.services.deviceSync.isStreamConnected()).toBe(false);

        sim.publishAll();
        // A stores these (rowsPerTable flushes A's writer).
        await until(async () => (await rowsPerTable()).every((n) => n === 1), 'A stored the first round');
        simNow = T1 + 60_000;
        sim.publishAll();
        // A heard these but dies before its writer commits them: its leadership ends, its queue is lost.
        // Both streams are local sockets; this is time for the frames to arrive, nothing to poll for.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await t.services.jobs.stop();
        expect(await countRows()).toEqual([1, 1, 1]);
        simNow = T1 + 120_000;
        sim.publishAll(); // while nobody or B leads

        await until(() => b.services.deviceSync.isStreamConnected(), 'B takes the stream over');
        await until(async () => {
          await b.services.telemetryWriter.flush();
          return (await countRows()).every((n) => n === 3);
        }, 'B stored the second and third rounds');
        // B announced only what it stored, each once; the first round was A's.
        expect(announcedByB.sort()).toEqual(
          [T1 + 60_000, T1 + 120_000]
            .flatMap((ts) => [ids.veg, ids.soil, ids.water].map((id) => `${id}@${ts}`))
            .sort(),
        );
        // A's late commit (its queue) adds nothing: history is keyed by device and time.
        await t.services.telemetryWriter.flush();
        expect(await countRows()).toEqual([3, 3, 3]);
      } finally {
        await b.app.close();
      }
    });
  }
});
