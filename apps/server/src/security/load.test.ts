import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load, startLoadRig, type LoadFigures, type LoadRig } from '../testing/security/load-harness.ts';

/*
 * Bounded load on loopback against the real server process: 50 connections for a few seconds on the
 * device list, a device's readings, and a records list. Zero errors is the bar; the figures are
 * printed for docs/security.md. The 10-minute soak is `npm run test:soak`.
 */
describe('under 50 connections', () => {
  let rig: LoadRig;
  const figures: LoadFigures[] = [];
  beforeAll(async () => {
    rig = await startLoadRig();
  }, 60_000);
  afterAll(async () => {
    console.table(figures);
    await rig?.close();
  });

  const targets = () =>
    [
      ['the device list', `${rig.base}/api/devices/active`],
      ['a climate device with readings', `${rig.base}/api/devices/${rig.climateId}`],
      ['the task list', `${rig.base}/api/tasks`],
    ] as const;

  it('answers the device list, readings and a records list with no errors', async () => {
    for (const [name, url] of targets()) {
      const result = await load(name, { url, connections: 50, durationSeconds: 4, token: rig.token });
      figures.push(result);
      expect(result).toMatchObject({ name, errors: 0, non2xx: 0, timeouts: 0 });
      expect(result.requests).toBeGreaterThan(200);
    }
  }, 60_000);
});
