import * as fixtures from '@canopy/shared/device-contract.fixtures';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const DEVICE = 'bbbbbbbbbbbbbbbbbbbbbbbb';

describe.each(DIALECTS)('telemetry storage on %s', (dialect) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const deliver = (event: { name: string; data: string }, publishedAt: string) =>
    t.services.deviceSync.handleEvent({ ...event, coreid: DEVICE, publishedAt });
  const count = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('water_readings')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('ignores a duplicate delivery, in one batch or across batches', async () => {
    await deliver(fixtures.WATER_EVENT, '2026-03-01T08:00:00.000Z');
    await deliver(fixtures.WATER_EVENT, '2026-03-01T08:00:00.000Z');
    await t.services.telemetryWriter.flush();
    await deliver(fixtures.WATER_EVENT, '2026-03-01T08:00:00.000Z');
    await t.services.telemetryWriter.flush();
    expect(await count()).toBe(1);
  });

  it('rejects the callers of a failed batch and still writes the next one', async () => {
    const rename = (from: string, to: string) =>
      sql`alter table ${sql.table(from)} rename to ${sql.table(to)}`.execute(t.database.db);
    await rename('water_readings', 'water_readings_away');
    await deliver(fixtures.WATER_EVENT, '2026-03-01T08:00:00.000Z');
    await expect(t.services.telemetryWriter.flush()).rejects.toThrow();
    await rename('water_readings_away', 'water_readings');
    await deliver(fixtures.WATER_EVENT, '2026-03-01T08:01:00.000Z');
    await t.services.telemetryWriter.flush();
    expect(await count()).toBe(1);
  });

  it('creates the current-state row on first sight and keeps the newest reading in it', async () => {
    await deliver(fixtures.WATER_EVENT, '2026-03-01T08:05:00.000Z');
    await t.services.telemetryWriter.flush();
    // A late, older event is stored in history but does not replace the current state.
    await deliver(fixtures.WATER_EVENT_LEGACY, '2026-03-01T08:00:00.000Z');
    await t.services.telemetryWriter.flush();
    const row = await t.database.db
      .selectFrom('devices')
      .selectAll()
      .where('id', '=', DEVICE)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'water', firmware: '1.4.2', alerts_enabled: 1 });
    expect(Number(row.last_ts)).toBe(Date.parse('2026-03-01T08:05:00.000Z'));
    expect(await count()).toBe(2);
  });

  it('ignores events that are not ours or not JSON', async () => {
    await deliver({ name: 'canopy/water', data: 'not json' }, '2026-03-01T08:00:00.000Z');
    await deliver({ name: 'hook-sent/canopy', data: '{}' }, '2026-03-01T08:00:00.000Z');
    await t.services.telemetryWriter.flush();
    expect(await count()).toBe(0);
  });
});
