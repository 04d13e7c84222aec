import type { TestContext } from './test-app.ts';

/**
 * A soil sensor row as telemetry leaves it after a reading at the fake clock's now, for the outgoing
 * webhook tests: the device check sees it online, and then offline once the cloud marks it so.
 */
export async function insertReportingSoilSensor(
  t: TestContext,
  id: string,
  row: { name?: string; updatedAt?: string } = {},
): Promise<void> {
  await t.database.db
    .insertInto('devices')
    .values({
      id,
      kind: 'soil',
      name: row.name ?? id,
      alerts_enabled: 1,
      last_ts: t.clock.now().getTime(),
      updated_at: row.updatedAt ?? '',
    })
    .execute();
}
