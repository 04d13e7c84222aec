import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// Frozen in time. Alert rules, alerts (incidents), the hold of conditions not yet alerted, notification
// settings, the notification outbox and Telegram links. The power alerts and Telegram outbox of 0002 move
// into them: each climate device gets a power rule, its power_lost/power_restored pairs become alerts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text')
    .addColumn('metric', 'text')
    .addColumn('min', 'double precision')
    .addColumn('max', 'double precision')
    .addColumn('use_device_thresholds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('for_minutes', 'integer', (c) => c.notNull())
    .addColumn('clear_minutes', 'integer', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('repeat_minutes', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    // A key for the rules Canopy makes itself ('power:<device id>' is unique, so two instances making
    // a new device's power rule at once make one).
    .addColumn('builtin', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // A breach seen but not yet held for the rule's forMinutes; gone when a good reading resets the wait.
  await db.schema
    .createTable('alert_conditions')
    .addColumn('rule_id', 'text', (c) => c.notNull().references('alert_rules.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('since_ms', 'bigint', (c) => c.notNull())
    .addColumn('value', 'double precision')
    .addPrimaryKeyConstraint('alert_conditions_pk', ['rule_id', 'device_id'])
    .execute();

  await db.schema
    .createTable('alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // No foreign key: an alert outlives its rule (resolved 'rule_deleted') and keeps its name.
    .addColumn('rule_id', 'text', (c) => c.notNull())
    .addColumn('rule_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('device_name', 'text', (c) => c.notNull())
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('metric', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    // 0 while open or acknowledged, 1 once resolved: the list's first sort key.
    .addColumn('resolved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('value', 'double precision')
    .addColumn('limit_value', 'double precision')
    .addColumn('direction', 'text')
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('acknowledged_at', 'text')
    .addColumn('acknowledged_by_id', 'text')
    .addColumn('acknowledged_by_email', 'text')
    .addColumn('ack_note', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('resolution', 'text')
    .addColumn('clear_since_ms', 'bigint')
    .addColumn('last_notified_ms', 'bigint', (c) => c.notNull())
    .execute();
  // At most one unresolved alert per (rule, device), however many evaluations or instances race.
  await db.schema
    .createIndex('alerts_one_unresolved_idx')
    .on('alerts')
    .columns(['rule_id', 'device_id'])
    .unique()
    .where(sql.ref('resolved'), '=', 0)
    .execute();
  await db.schema
    .createIndex('alerts_list_idx')
    .on('alerts')
    .columns(['resolved', 'opened_at', 'id'])
    .execute();
  await db.schema
    .createIndex('alerts_device_idx')
    .on('alerts')
    .columns(['device_id', 'resolved', 'opened_at'])
    .execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('telegram', 'integer', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull())
    .addColumn('push', 'integer', (c) => c.notNull())
    .addColumn('quiet_from', 'text')
    .addColumn('quiet_to', 'text')
    .addColumn('min_severity', 'text', (c) => c.notNull())
    .addColumn('email_address', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('telegram_chat_id', 'text', (c) => c.unique())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('telegram_links')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('telegram_links_user_idx').on('telegram_links').column('user_id').execute();

  // The outbox and the record of every delivery: one row per (message, channel, recipient).
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('alert_id', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('severity', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_ms', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    // The channel's own id of what it delivered (a Telegram message id), and of the message this one
    // answers (an acknowledgement replies to the alert's message in the same chat).
    .addColumn('external_id', 'text')
    .addColumn('reply_to', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_due_idx')
    .on('notifications')
    .columns(['status', 'next_attempt_ms'])
    .execute();
  await db.schema.createIndex('notifications_alert_idx').on('notifications').column('alert_id').execute();
  await db.schema
    .createIndex('notifications_user_status_idx')
    .on('notifications')
    .columns(['user_id', 'status'])
    .execute();

  // Small facts a singleton job keeps across restarts (Telegram's update offset).
  await db.schema
    .createTable('app_state')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await addDefaultRules(db);
  await moveOldPowerAlerts(db);
  await db.schema.dropTable('device_alerts').execute();
  await db.schema.dropTable('message_outbox').execute();
}

interface RuleSeed {
  name: string;
  kind: string;
  device_type: string;
  device_id?: string;
  metric?: string;
  use_device_thresholds?: number;
  for_minutes: number;
  clear_minutes?: number;
  severity: string;
  builtin: string;
  enabled?: number;
}

function ruleRow(seed: RuleSeed, now: string) {
  return {
    id: randomUUID(),
    device_id: null,
    metric: null,
    min: null,
    max: null,
    use_device_thresholds: 0,
    period: 'always',
    clear_minutes: 2,
    repeat_minutes: 30,
    enabled: 1,
    created_at: now,
    updated_at: now,
    ...seed,
  };
}

async function addDefaultRules(db: Kysely<unknown>) {
  const base = Date.now();
  const seeds: RuleSeed[] = [
    ...(['temperature', 'humidity', 'co2'] as const).map((metric) => ({
      name: `${metric === 'co2' ? 'CO2' : metric[0]!.toUpperCase() + metric.slice(1)} outside the device thresholds`,
      kind: 'threshold',
      device_type: 'climate',
      metric,
      use_device_thresholds: 1,
      for_minutes: 10,
      severity: 'warning',
      builtin: `device-thresholds:${metric}`,
    })),
    ...(['climate', 'soil', 'water'] as const).map((type) => ({
      name: `No data from a ${type} device for 20 minutes`,
      kind: 'stale',
      device_type: type,
      for_minutes: 20,
      severity: 'critical',
      builtin: `stale:${type}`,
    })),
    {
      name: 'Water leak',
      kind: 'leak',
      device_type: 'water',
      for_minutes: 15,
      severity: 'critical',
      builtin: 'leak',
    },
  ];
  // A millisecond apart, so the rules list in the order written here.
  const rows = seeds.map((seed, i) => ruleRow(seed, new Date(base + i).toISOString()));
  await db
    .insertInto('alert_rules' as never)
    .values(rows as never)
    .execute();
}

interface OldAlert {
  id: string;
  device_id: string;
  kind: string;
  message: string;
  created_at: string;
}

/** Each climate device's power rule (on as its alerts toggle), and its old alerts as incidents. */
async function moveOldPowerAlerts(db: Kysely<unknown>) {
  const now = new Date().toISOString();
  const devices = (
    await sql<{ id: string; name: string; alerts_enabled: number }>`
    select id, name, alerts_enabled from devices where kind = 'climate'`.execute(db)
  ).rows;
  const old = (await sql<OldAlert>`select * from device_alerts order by created_at, id`.execute(db)).rows;
  const outbox = (
    await sql<{
      text: string;
      chat_id: string;
      created_at: string;
      sent_at: string | null;
      attempts: number;
    }>`
      select text, chat_id, created_at, sent_at, attempts from message_outbox`.execute(db)
  ).rows;
  for (const device of devices) {
    const rule = ruleRow(
      {
        name: `Power failure: ${device.name}`,
        kind: 'power',
        device_type: 'climate',
        device_id: device.id,
        for_minutes: 0,
        clear_minutes: 0,
        severity: 'critical',
        builtin: `power:${device.id}`,
        enabled: Number(device.alerts_enabled) === 0 ? 0 : 1,
      },
      now,
    );
    await db
      .insertInto('alert_rules' as never)
      .values(rule as never)
      .execute();
    let open: { id: string } | null = null;
    for (const entry of old.filter((a) => a.device_id === device.id)) {
      const deliveries = outbox.filter((m) => m.text === entry.message && m.created_at === entry.created_at);
      if (entry.kind === 'power_lost' && !open) {
        open = { id: entry.id };
        await db
          .insertInto('alerts' as never)
          .values({
            id: entry.id,
            rule_id: rule.id,
            rule_name: rule.name,
            kind: 'power',
            severity: 'critical',
            device_id: device.id,
            device_name: device.name,
            device_type: 'climate',
            state: 'open',
            resolved: 0,
            opened_at: entry.created_at,
            last_notified_ms: Date.parse(entry.created_at),
          } as never)
          .execute();
      } else if (entry.kind === 'power_restored' && open) {
        await sql`update alerts set state = 'resolved', resolved = 1, resolved_at = ${entry.created_at},
          resolution = 'cleared' where id = ${open.id}`.execute(db);
      } else {
        continue;
      }
      for (const message of deliveries) {
        await db
          .insertInto('notifications' as never)
          .values({
            id: randomUUID(),
            alert_id: open.id,
            channel: 'telegram',
            recipient: message.chat_id,
            kind: entry.kind === 'power_lost' ? 'opened' : 'resolved',
            severity: 'critical',
            language: 'en',
            subject: message.text.split('\n')[0] ?? message.text,
            text: message.text,
            status: message.sent_at ? 'sent' : 'pending',
            attempts: message.attempts,
            next_attempt_ms: Date.now(),
            sent_at: message.sent_at,
            created_at: message.created_at,
          } as never)
          .execute();
      }
      if (entry.kind === 'power_restored') open = null;
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_state',
    'notifications',
    'telegram_links',
    'notification_settings',
    'alerts',
    'alert_conditions',
    'alert_rules',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
