import * as fixtures from '@canopy/shared/device-contract.fixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { DIALECTS } from '../testing/test-databases.ts';
import { createAppEvents } from './app-events.ts';

const DEVICE = 'abababababababababababab';

describe.each(DIALECTS)('the stored-reading event on %s', (dialect) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(dialect);
  });
  afterEach(() => t.close());

  it('is never seen before the reading can be read back', async () => {
    const seen: number[] = [];
    t.services.events.subscribe('readings.stored', async ({ readings }) => {
      for (const reading of readings) {
        const row = await t.database.db
          .selectFrom('water_readings')
          .select('ts')
          .where('device_id', '=', reading.deviceId)
          .where('ts', '=', reading.ts)
          .executeTakeFirst();
        seen.push(row ? Number(row.ts) : -1);
      }
    });
    const published = ['2026-03-01T08:00:00.000Z', '2026-03-01T08:01:00.000Z'];
    for (const publishedAt of published) {
      await t.services.deviceSync.handleEvent({ ...fixtures.WATER_EVENT, coreid: DEVICE, publishedAt });
    }
    // Enqueued, not committed: nothing is announced yet.
    expect(seen).toEqual([]);
    await t.services.telemetryWriter.flush();
    // The subscriber reads the rows back asynchronously: wait for both reads, then check what each saw.
    await expect.poll(() => seen.length).toBe(published.length);
    expect(seen).toEqual(published.map((iso) => Date.parse(iso)));
  });

  it('announces other device events once stored, and nothing for a failed batch', async () => {
    const changes: string[] = [];
    t.services.events.subscribe('device.changed', (change) => void changes.push(change.event));
    let stored = 0;
    t.services.events.subscribe('readings.stored', () => void (stored += 1));
    await t.services.deviceSync.handleEvent({
      ...fixtures.POWER_LOST_EVENT,
      coreid: DEVICE,
      publishedAt: '2026-03-01T08:00:00.000Z',
    });
    expect(changes).toEqual(['canopy/power']);
    await t.database.db.schema.dropTable('water_readings').execute();
    await t.services.deviceSync.handleEvent({
      ...fixtures.WATER_EVENT,
      coreid: DEVICE,
      publishedAt: '2026-03-01T08:00:00.000Z',
    });
    await expect(t.services.telemetryWriter.flush()).rejects.toThrow();
    expect(stored).toBe(0);
  });
});

describe('the app event bus', () => {
  it('keeps a failing subscriber from the publisher and the other subscribers', async () => {
    const failures: string[] = [];
    const events = createAppEvents((_error, event) => failures.push(event));
    const heard: string[] = [];
    events.subscribe('alert.changed', () => {
      throw new Error('boom');
    });
    events.subscribe('alert.changed', async () => {
      throw new Error('async boom');
    });
    events.subscribe('alert.changed', (change) => void heard.push(change.alertId));
    const change = { alertId: 'a', deviceId: 'd', ruleId: 'r', state: 'open', severity: 'warning' } as const;
    expect(() => events.publish('alert.changed', { ...change, change: 'opened' })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['a']);
    expect(failures).toEqual(['alert.changed', 'alert.changed']);
  });
});
