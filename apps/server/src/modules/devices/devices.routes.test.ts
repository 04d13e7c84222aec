import * as fixtures from '@canopy/shared/device-contract.fixtures';
import { climateDeviceSchema } from '@canopy/shared/schemas/devices';
import { waterDeviceSchema } from '@canopy/shared/schemas/water';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ids, startTestCloud, type TestCloud } from '../../testing/device-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

describe.each(DIALECTS)('device routes on %s', (dialect) => {
  let t: TestContext;
  let c: TestCloud;
  let admin: TestUser;
  let superuser: TestUser;
  let member: TestUser;

  beforeEach(async () => {
    c = await startTestCloud();
    t = await createTestContext(dialect, { deviceCloud: c.cloud });
    [admin, superuser, member] = [
      await t.createUser('admin'),
      await t.createUser('superuser'),
      await t.createUser('user'),
    ];
    await t.services.deviceSync.poll();
    // Telemetry as the stream would deliver it, stamped with the test clock.
    for (const id of [ids.veg, ids.soil, ids.water]) {
      const { name, data } = c.sim.devices.get(id)!.telemetry(t.clock.now().getTime());
      await t.services.deviceSync.handleEvent({
        name,
        data,
        coreid: id,
        publishedAt: t.clock.now().toISOString(),
      });
    }
    await t.services.telemetryWriter.flush();
  });
  afterEach(async () => {
    await t.close();
    await c.sim.close();
  });

  const call = (
    who: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload && { payload }) });
  const fn = (who: TestUser | null, functionName: string, arg?: string, id = ids.veg) =>
    call(who, 'POST', `/api/device/${id}/callFunction`, { functionName, ...(arg !== undefined && { arg }) });

  describe('access', () => {
    const reads = [
      ['GET', '/api/devices/active'],
      ['GET', '/api/devices/particle'],
      ['POST', '/api/devices/refresh'],
      ['GET', `/api/devices/${ids.veg}`],
      ['GET', `/api/device/${ids.veg}/status`],
      ['GET', `/api/device/${ids.veg}/readings`],
      ['GET', `/api/device/${ids.veg}/config`],
      ['GET', `/api/device/${ids.veg}/commands`],
      ['GET', `/api/sensor-data/climate/latest/${ids.veg}`],
      ['GET', `/api/sensor-data/climate/history/${ids.veg}?hours=24`],
      ['GET', '/api/sensor-data/soil7in1/devices'],
      ['GET', `/api/sensor-data/soil7in1/latest/${ids.soil}`],
      ['GET', '/api/water-in-out/devices'],
      ['GET', `/api/water-in-out/latest?deviceId=${ids.water}`],
      ['GET', `/api/water-in-out/series?deviceId=${ids.water}&from=0&to=${Date.now() + 1}`],
      ['GET', `/api/water-in-out/summary?deviceId=${ids.water}&from=0&to=${Date.now() + 1}`],
      ['GET', `/api/water-in-out/config?deviceId=${ids.water}`],
    ] as const;

    it.each(reads)('%s %s: 401 anonymous, 200 for user, superuser and admin', async (method, url) => {
      const anonymous = await call(null, method, url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'auth.unauthenticated' });
      for (const who of [member, superuser, admin])
        expect((await call(who, method, url)).statusCode).toBe(200);
    });

    it('lets every role rename and toggle alerts, and nobody anonymous', async () => {
      expect((await call(null, 'PUT', `/api/device/${ids.veg}/name`, { name: 'x' })).statusCode).toBe(401);
      expect(
        (await call(null, 'PATCH', `/api/device/${ids.veg}/alerts`, { alertsEnabled: false })).statusCode,
      ).toBe(401);
      for (const who of [member, superuser, admin]) {
        expect((await call(who, 'PUT', `/api/device/${ids.veg}/name`, { name: 'Veg Room' })).statusCode).toBe(
          200,
        );
        expect(
          (await call(who, 'PATCH', `/api/device/${ids.veg}/alerts`, { alertsEnabled: true })).statusCode,
        ).toBe(200);
      }
    });

    it.each(['getConfig', 'pushNow', 'toggleSocket', 'setVPDType', 'setCO2Threshold'])(
      '%s is open to every logged-in role',
      async (name) => {
        const args: Record<string, string> = {
          toggleSocket: '1,auto',
          setVPDType: 'air',
          setCO2Threshold: '800,1200',
        };
        expect((await fn(null, name, args[name])).statusCode).toBe(401);
        for (const who of [member, superuser, admin]) {
          const response = await fn(who, name, args[name]);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ return_value: 1, error: null });
        }
      },
    );

    it.each([
      ['calibrateCO2ppm', '420'],
      ['setDisplayInterval', '5'],
      ['setServerInterval', '1'],
      ['saveConfig', ''],
      ['loadConfig', ''],
      ['softReset', ''],
      ['factoryReset', 'false'],
    ])('%s is refused to a plain user with 403 and never forwarded; staff may', async (name, arg) => {
      const refused = await fn(member, name, arg);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'auth.forbidden' });
      expect(c.forwarded).not.toContain(name);
      expect((await fn(superuser, name, arg)).statusCode).toBe(200);
      // Resets reboot the device for a moment; the simulator's reboot takes 10 ms here.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await fn(admin, name, arg)).statusCode).toBe(200);
    });
  });

  describe('lists and reads', () => {
    it('lists climate devices with status from the 15-minute rule and the cloud', async () => {
      const list = (await call(member, 'GET', '/api/devices/active')).json<
        { id: string; status: string; co2: number }[]
      >();
      expect(list.map((d) => [d.id, d.status])).toEqual(
        expect.arrayContaining([
          [ids.veg, 'online'],
          [ids.clone, 'offline'],
        ]),
      );
      expect(list.find((d) => d.id === ids.veg)!.co2).toBeGreaterThan(300);
      t.clock.advance(15 * 60_000 + 1);
      const later = (await call(member, 'GET', `/api/device/${ids.veg}/status`)).json();
      expect(later).toMatchObject({ status: 'offline', online: false });
    });

    it('soil goes offline past 10 minutes; water stays online with any timestamp unless the cloud says offline', async () => {
      const soil = () => call(member, 'GET', '/api/sensor-data/soil7in1/devices');
      const water = () => call(member, 'GET', '/api/water-in-out/devices');
      const statusIn = (list: { deviceId: string; status: string }[], id: string) =>
        list.find((d) => d.deviceId === id)?.status;
      t.clock.advance(10 * 60_000);
      expect(statusIn((await soil()).json(), ids.soil)).toBe('online');
      t.clock.advance(1);
      expect(statusIn((await soil()).json(), ids.soil)).toBe('offline');
      t.clock.advance(11 * 3_600_000); // long past every window, inside the token's 12 h
      expect(statusIn((await water()).json(), ids.water)).toBe('online');
      await t.services.deviceSync.handleEvent({
        name: 'spark/status',
        data: 'offline',
        coreid: ids.water,
        publishedAt: t.clock.now().toISOString(),
      });
      expect(statusIn((await water()).json(), ids.water)).toBe('offline');
    });

    it("answers an older unit's aliases under the one name each field has", async () => {
      t.clock.advance(60_000);
      for (const [id, event] of [
        [ids.veg, fixtures.CLIMATE_EVENT_LEGACY],
        [ids.water, fixtures.WATER_EVENT_LEGACY],
      ] as const) {
        await t.services.deviceSync.handleEvent({
          ...event,
          coreid: id,
          publishedAt: t.clock.now().toISOString(),
        });
      }
      await t.services.telemetryWriter.flush();

      const climate = (await call(member, 'GET', `/api/devices/${ids.veg}`)).json<Record<string, unknown>>();
      expect(Object.keys(climate).sort()).toEqual(Object.keys(climateDeviceSchema.shape).sort());
      expect(climate).toMatchObject({ temperature: 21.5, humidity: 61, co2: 640, dayStatus: 'night' });
      expect(climate.thresholds).toMatchObject({
        day: { temperature: [22, 27] },
        night: { co2: [null, 600] },
      });

      const water = (await call(member, 'GET', '/api/water-in-out/devices'))
        .json<Record<string, unknown>[]>()
        .find((d) => d.deviceId === ids.water)!;
      expect(Object.keys(water).sort()).toEqual(Object.keys(waterDeviceSchema.shape).sort());
      expect(water).toMatchObject({
        inRate_lpm: 5.12,
        outRate_lpm: 1.02,
        lastInTotal: 1234.56,
        lastOutTotal: 240.1,
      });
    });

    it('fills the water config from the device on the first poll', async () => {
      const response = await call(member, 'GET', `/api/water-in-out/config?deviceId=${ids.water}`);
      expect(response.json()).toMatchObject({
        intervals: { display_min: 1, server_min: 1 },
        in: { ppl: 450 },
        out: { ppl: 450 },
        last_ts: expect.any(Number),
      });
    });

    it('reads the live Readings line', async () => {
      const response = await call(member, 'GET', `/api/device/${ids.veg}/readings`);
      expect(response.json<{ results: { Readings: string } }>().results.Readings).toMatch(/^CO2: \d+ ppm/);
    });

    it('answers 504 devices.offline, not 401, for an offline device', async () => {
      const response = await call(member, 'GET', `/api/device/${ids.clone}/readings`);
      expect(response.statusCode).toBe(504);
      expect(response.json()).toMatchObject({ code: 'devices.offline' });
    });

    it('answers 404 for an unknown device', async () => {
      const response = await call(member, 'GET', '/api/devices/ffffffffffffffffffffffff');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'devices.not_found' });
    });

    it('saves names with whitespace as underscores', async () => {
      const response = await call(member, 'PUT', `/api/device/${ids.veg}/name`, { name: '  Veg   room 2 ' });
      expect(response.json()).toEqual({ name: 'Veg_room_2' });
      expect(c.sim.devices.get(ids.veg)!.name).toBe('Veg_room_2');
    });

    it('stores the alerts toggle', async () => {
      await call(member, 'PATCH', `/api/device/${ids.veg}/alerts`, { alertsEnabled: false });
      const device = (await call(member, 'GET', `/api/devices/${ids.veg}`)).json<{ functions: string[] }>();
      expect(device).toMatchObject({ alertsEnabled: false });
      // The device lists what can be called on it; water calibration is not among them.
      expect(device.functions).toEqual(
        expect.arrayContaining(['setCO2Threshold', 'toggleSocket', 'softReset']),
      );
      expect(device.functions).not.toContain('calibrateIn');
    });
  });

  describe('callFunction', () => {
    it('refuses an unknown function with 400 and never forwards it', async () => {
      const response = await fn(admin, 'digitalWrite', 'D7,HIGH');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'devices.unknown_function' });
      expect(c.forwarded).toEqual([]);
    });

    it.each([
      ['setCO2Threshold', '1000,400'],
      ['setTemperatureThreshold', '18'],
      ['toggleSocket', '5,on'],
      ['toggleSocket', '1,maybe'],
      ['setVPDType', 'water'],
      ['factoryReset', 'yes'],
      ['setDisplayInterval', '0'],
      ['setDisplayInterval', '1441'],
      ['setServerInterval', '0.5'],
    ])('refuses %s(%s) with 400 devices.invalid_argument', async (name, arg) => {
      const response = await fn(admin, name, arg);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'devices.invalid_argument' });
      expect(c.forwarded).toEqual([]);
    });

    it('changes the device, which its next readings show', async () => {
      await fn(member, 'setCO2Threshold', '1500,1600');
      const line = c.sim.devices.get(ids.veg)!.variables.Readings!.read(Date.now());
      const co2 = Number(/CO2: (\d+)/.exec(String(line))![1]);
      expect(co2).toBeGreaterThanOrEqual(1499);
      expect(co2).toBeLessThanOrEqual(1601);
    });

    it.each(['toggleSocket', 'setHumidityThreshold', 'setTemperatureThreshold', 'setCO2Threshold'])(
      'refreshes the device data after a successful %s, and not after other functions',
      async (name) => {
        const arg = name === 'toggleSocket' ? '2,on' : '20,30';
        expect((await fn(member, name, arg)).json()).toEqual({ return_value: 1, error: null });
        await fn(member, 'setVPDType', 'leaf');
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(c.forwarded).toEqual([name, 'pushNow', 'setVPDType']);
      },
    );

    it('asks the device for its config after a config change, so the stored config follows', async () => {
      expect((await fn(admin, 'calibrateIn', '460', ids.water)).json()).toEqual({
        return_value: 1,
        error: null,
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(c.forwarded).toEqual(['calibrateIn', 'getConfig']);
    });

    it('getReadings reads the Readings line and stores it as current state and history, sending no command', async () => {
      await fn(member, 'setCO2Threshold', '1500,1600');
      await new Promise((resolve) => setTimeout(resolve, 50)); // the refresh that follows a threshold
      c.forwarded.length = 0;
      t.clock.advance(5 * 60_000);
      const response = await fn(member, 'getReadings');
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        return_value: number;
        error: null;
        readings: { results: { Readings: string }; parsed: { co2: number }; ts: number };
      }>();
      expect(body).toMatchObject({ return_value: 1, error: null });
      expect(body.readings.results.Readings).toMatch(/^CO2: \d+ ppm/);
      expect(body.readings.ts).toBe(t.clock.now().getTime());
      const co2 = body.readings.parsed.co2;
      expect(co2).toBeGreaterThanOrEqual(1499);
      expect(co2).toBeLessThanOrEqual(1601);
      // Nothing reached the device: not getReadings, not pushNow.
      expect(c.forwarded).toEqual([]);

      const device = (await call(member, 'GET', `/api/devices/${ids.veg}`)).json();
      expect(device).toMatchObject({ co2, timestamp: t.clock.now().getTime(), status: 'online' });
      // What the line does not carry (thresholds) stays as last reported.
      expect(device.thresholds.day.co2).toEqual([expect.any(Number), expect.any(Number)]);
      const history = (await call(member, 'GET', `/api/sensor-data/climate/history/${ids.veg}?hours=1`)).json<
        { timestamp: number; co2: number }[]
      >();
      expect(history.at(-1)).toMatchObject({ timestamp: t.clock.now().getTime(), co2 });
      const log = (await call(member, 'GET', `/api/device/${ids.veg}/commands`)).json<object[]>();
      expect(log[0]).toMatchObject({ functionName: 'getReadings', return_value: 1 });
    });

    it('shows a new reading in the very next list, though the list before read the old one', async () => {
      const co2InList = async () =>
        (await call(member, 'GET', '/api/devices/active'))
          .json<{ id: string; co2: number }[]>()
          .find((d) => d.id === ids.veg)!.co2;
      const before = await co2InList();
      expect(before).toBeLessThan(1499);
      await fn(member, 'setCO2Threshold', '1500,1600');
      await new Promise((resolve) => setTimeout(resolve, 50)); // the refresh that follows a threshold
      t.clock.advance(5 * 60_000);
      const read = (await fn(member, 'getReadings')).json<{ readings: { parsed: { co2: number } } }>();
      expect(read.readings.parsed.co2).toBeGreaterThanOrEqual(1499);
      expect(await co2InList()).toBe(read.readings.parsed.co2);
    });

    it('GET readings stores the line it read too', async () => {
      t.clock.advance(60_000);
      const response = await call(member, 'GET', `/api/device/${ids.veg}/readings`);
      const { parsed, ts } = response.json<{ parsed: { temperature: number }; ts: number }>();
      expect(ts).toBe(t.clock.now().getTime());
      const latest = (await call(member, 'GET', `/api/sensor-data/climate/latest/${ids.veg}`)).json();
      expect(latest).toMatchObject({ temperature: parsed.temperature, timestamp: ts });
    });

    it('getReadings on a water meter reads its Water variable and stores it', async () => {
      t.clock.advance(2 * 60_000);
      const response = await fn(member, 'getReadings', '', ids.water);
      expect(response.json()).toEqual({ return_value: 1, error: null });
      expect(c.forwarded).toEqual([]);
      const latest = (await call(member, 'GET', `/api/water-in-out/latest?deviceId=${ids.water}`)).json();
      expect(latest).toMatchObject({ ts: t.clock.now().getTime(), in: { total_l: expect.any(Number) } });
    });

    it('getReadings on an offline device is 504 devices.offline and is audited', async () => {
      const response = await fn(member, 'getReadings', '', ids.clone);
      expect(response.statusCode).toBe(504);
      expect(response.json()).toMatchObject({ code: 'devices.offline' });
      const log = (await call(member, 'GET', `/api/device/${ids.clone}/commands`)).json<object[]>();
      expect(log[0]).toMatchObject({ functionName: 'getReadings', error: 'devices.offline' });
    });

    it('maps an offline device to 504 devices.offline', async () => {
      const response = await fn(member, 'pushNow', '', ids.clone);
      expect(response.statusCode).toBe(504);
      expect(response.json()).toMatchObject({ code: 'devices.offline' });
    });

    it('maps a cloud token failure to 401 devices.cloud_unauthorized', async () => {
      c.sim.faults.inject(401, 1);
      const response = await fn(member, 'pushNow');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'devices.cloud_unauthorized' });
    });

    it('records every call in the audit log, failures included', async () => {
      await fn(member, 'toggleSocket', '2,off');
      await fn(member, 'pushNow', '', ids.clone);
      await fn(member, 'pushNow', '', ids.clone);
      const vegLog = (await call(member, 'GET', `/api/device/${ids.veg}/commands`)).json<object[]>();
      expect(vegLog[0]).toMatchObject({
        functionName: 'toggleSocket',
        arg: '2,off',
        return_value: 1,
        userId: member.user._id,
        userEmail: member.user.email,
      });
      const cloneLog = (await call(member, 'GET', `/api/device/${ids.clone}/commands`)).json<object[]>();
      expect(cloneLog).toHaveLength(2);
      expect(cloneLog[0]).toMatchObject({
        functionName: 'pushNow',
        return_value: null,
        error: 'devices.offline',
      });
    });
  });
});
