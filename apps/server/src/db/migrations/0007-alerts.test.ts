import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import * as m0001 from './0001-users-and-sessions.ts';
import * as m0002 from './0002-devices.ts';
import * as m0003 from './0003-files-strains-news.ts';
import * as m0004 from './0004-bugs-and-tasks.ts';
import * as m0005 from './0005-bug-and-task-photos.ts';
import * as m0006 from './0006-cuttings.ts';

const BEFORE_ALERTS: Record<string, Migration> = {
  '0001-users-and-sessions': m0001,
  '0002-devices': m0002,
  '0003-files-strains-news': m0003,
  '0004-bugs-and-tasks': m0004,
  '0005-bug-and-task-photos': m0005,
  '0006-cuttings': m0006,
};
const DEVICE = 'c0c0c0c0c0c0c0c0c0c0c0c0';

describe('the alerts migration', () => {
  let handle: DatabaseHandle;
  let dir: string;
  afterEach(async () => {
    await handle.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("turns Part I's power alerts and Telegram outbox into a power rule, alerts and deliveries", async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'canopy-migration-'));
    handle = openDatabase({ sqlitePath: path.join(dir, 'old.db') });
    const db = handle.db as unknown as Kysely<unknown>;
    const migrated = await new Migrator({
      db,
      provider: { getMigrations: async () => BEFORE_ALERTS },
    }).migrateToLatest();
    expect(migrated.error).toBeUndefined();
    await sql`insert into devices (id, kind, name, alerts_enabled, updated_at) values
      (${DEVICE}, 'climate', 'Veg_Room', 0, '2026-01-01T00:00:00.000Z')`.execute(db);
    const alert = (id: string, kind: string, at: string) =>
      sql`insert into device_alerts (id, device_id, kind, message, created_at)
        values (${id}, ${DEVICE}, ${kind}, ${`${kind} message`}, ${at})`.execute(db);
    await alert('a1', 'power_lost', '2026-01-01T01:00:00.000Z');
    await alert('a2', 'power_restored', '2026-01-01T02:00:00.000Z');
    await alert('a3', 'power_lost', '2026-01-01T03:00:00.000Z');
    await sql`insert into message_outbox (id, chat_id, text, attempts, next_attempt_at, sent_at, created_at)
      values ('m1', '77', 'power_lost message', 1, 0, '2026-01-01T01:00:01.000Z', '2026-01-01T01:00:00.000Z')`.execute(
      db,
    );

    await migrateToLatest(handle.db);

    const rules = await handle.db
      .selectFrom('alert_rules')
      .select(['kind', 'device_id', 'enabled', 'builtin'])
      .execute();
    expect(rules).toContainEqual({
      kind: 'power',
      device_id: DEVICE,
      enabled: 0,
      builtin: `power:${DEVICE}`,
    });
    expect(rules.filter((r) => r.builtin?.startsWith('stale:'))).toHaveLength(3);
    const alerts = await handle.db
      .selectFrom('alerts')
      .select(['id', 'state', 'opened_at', 'resolved_at', 'kind'])
      .orderBy('opened_at')
      .execute();
    expect(alerts).toEqual([
      {
        id: 'a1',
        state: 'resolved',
        opened_at: '2026-01-01T01:00:00.000Z',
        resolved_at: '2026-01-01T02:00:00.000Z',
        kind: 'power',
      },
      { id: 'a3', state: 'open', opened_at: '2026-01-01T03:00:00.000Z', resolved_at: null, kind: 'power' },
    ]);
    const deliveries = await handle.db
      .selectFrom('notifications')
      .select(['alert_id', 'recipient', 'status', 'kind'])
      .execute();
    expect(deliveries).toEqual([{ alert_id: 'a1', recipient: '77', status: 'sent', kind: 'opened' }]);
    const old = await sql<{
      name: string;
    }>`select name from sqlite_master where name in ('device_alerts', 'message_outbox')`.execute(db);
    expect(old.rows).toEqual([]);
  });
});
