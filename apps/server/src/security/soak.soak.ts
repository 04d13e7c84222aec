import { SOIL_EVENT } from '@canopy/shared/device-contract.fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  load,
  LOAD_WEBHOOK_SECRET,
  rssMiB,
  startLoadRig,
  type LoadRig,
} from '../testing/security/load-harness.ts';

/*
 * `npm run test:soak`: mixed traffic with telemetry ingest for SOAK_SECONDS (default 600), sampling the
 * server's resident memory every 10 s. After warm-up the memory must stay flat: the median of the last
 * fifth of samples within 20% of the median just after warm-up.
 */
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const SAMPLE_EVERY_MS = 10_000;

describe('a soak of mixed traffic', () => {
  let rig: LoadRig;
  beforeAll(async () => {
    rig = await startLoadRig();
  }, 60_000);
  afterAll(async () => {
    await rig?.close();
  });

  it(
    `keeps memory flat over ${SOAK_SECONDS} s`,
    async () => {
      const pid = rig.server.child.pid!;
      const samples: { atSeconds: number; rssMiB: number }[] = [];
      const started = Date.now();
      const sampler = setInterval(
        () => samples.push({ atSeconds: Math.round((Date.now() - started) / 1000), rssMiB: rssMiB(pid) }),
        SAMPLE_EVERY_MS,
      );
      let reading = Date.parse('2026-01-01T00:00:00.000Z');
      const result = await load('mixed soak', {
        url: rig.base,
        connections: 20,
        durationSeconds: SOAK_SECONDS,
        token: rig.token,
        requests: [
          { method: 'GET', path: '/api/devices/active' },
          { method: 'GET', path: `/api/devices/${rig.climateId}` },
          { method: 'GET', path: '/api/tasks' },
          {
            method: 'POST',
            path: '/api/webhooks/particle',
            headers: { 'content-type': 'application/json', 'x-webhook-secret': LOAD_WEBHOOK_SECRET },
            setupRequest: (request) => {
              reading += 1000;
              const delivery = {
                event: SOIL_EVENT.name,
                data: SOIL_EVENT.data,
                coreid: 'ffffffffffffffffffffffff',
                published_at: new Date(reading).toISOString(),
              };
              return { ...request, body: JSON.stringify(delivery) };
            },
          },
        ],
      });
      clearInterval(sampler);
      console.table(samples);
      console.table([result]);

      expect(result).toMatchObject({ errors: 0, non2xx: 0, timeouts: 0 });
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const fifth = Math.max(1, Math.floor(samples.length / 5));
      const afterWarmUp = median(samples.slice(fifth, 2 * fifth).map((s) => s.rssMiB));
      const atEnd = median(samples.slice(-fifth).map((s) => s.rssMiB));
      console.log(`RSS after warm-up ${afterWarmUp} MiB, at the end ${atEnd} MiB`);
      expect(atEnd).toBeLessThanOrEqual(afterWarmUp * 1.2);
    },
    (SOAK_SECONDS + 120) * 1000,
  );
});
