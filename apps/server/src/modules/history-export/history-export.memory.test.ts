import { get as httpGet } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { telemetryRepository } from '../telemetry/telemetry.repository.ts';

const DEVICE = 'c6c6c6c6c6c6c6c6c6c6c6c6';
const ROWS = 500_000;
const MIN = 60_000;
const BASE = Date.UTC(2025, 0, 1);
/**
 * Live heap growth allowed while the export streams. Holding the rows would take far more: the CSV text
 * alone is about 40 MB, and 500,000 row objects with their value arrays well over 100 MB.
 */
const BOUND_BYTES = 30 * 1024 * 1024;

// A full collection before each sample, so the samples are what is alive, not garbage awaiting collection.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const liveHeap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

describe('history export memory', () => {
  let t: TestContext;
  let member: TestUser;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestContext('sqlite');
    member = await t.createUser('user');
    const db = t.database.db;
    await db
      .insertInto('devices')
      .values({
        id: DEVICE,
        name: 'Flower room',
        kind: 'climate',
        alerts_enabled: 1,
        updated_at: new Date(BASE).toISOString(),
      })
      .execute();
    // 500,000 one-minute readings (almost a year), 50,000 per transaction.
    for (let start = 0; start < ROWS; start += 50_000) {
      const rows = Array.from({ length: 50_000 }, (_, i) => {
        const minute = start + i;
        return {
          device_id: DEVICE,
          ts: BASE + minute * MIN,
          temperature: 18 + (minute % 1000) / 100,
          humidity: 40 + (minute % 3000) / 100,
          co2: 400 + (minute % 800),
          vpd: 0.8 + (minute % 90) / 100,
          light_status: minute % 1440 < 720 ? 1 : 0,
        };
      });
      await db.transaction().execute((trx) => telemetryRepository.insertClimate(trx, rows));
    }
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('streams 500,000 raw rows as CSV with the heap flat', async () => {
    const baseline = liveHeap();
    let peak = baseline;
    let bytes = 0;
    let lines = 0;
    let sinceSample = 0;
    const url = `${baseUrl}/api/export/${DEVICE}.csv?from=${BASE}&to=${BASE + ROWS * MIN}`;
    await new Promise<void>((resolve, reject) => {
      httpGet(url, { headers: member.auth }, (response) => {
        expect(response.statusCode).toBe(200);
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          sinceSample += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
          // About 20 samples over the ~40 MB download.
          if (sinceSample >= 2 * 1024 * 1024) {
            sinceSample = 0;
            peak = Math.max(peak, liveHeap());
          }
        });
        response.on('end', resolve);
        response.on('error', reject);
      }).on('error', reject);
    });
    expect(lines).toBe(ROWS + 1);
    expect(bytes).toBeGreaterThan(ROWS * 60);
    expect(peak - baseline).toBeLessThan(BOUND_BYTES);
  }, 60_000);
});
