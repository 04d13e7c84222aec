import { sql, type Kysely } from 'kysely';

// Frozen in time. Text the server wrote in English, now rendered in each reader's language:
// - the names Canopy gives its own rules carry their preset (`alert_rules.name_preset`), and an alert
//   keeps its rule's (`alerts.rule_name_preset`), so readers see them translated; a name a person typed
//   has none and is shown as typed;
// - an audit entry keeps what its summary is made of (`summary_event`, `summary_values` as JSON), so the
//   web app words it in the reader's language; `summary` stays the English line.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alert_rules').addColumn('name_preset', 'text').execute();
  await db.schema.alterTable('alerts').addColumn('rule_name_preset', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('summary_event', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('summary_values', 'text').execute();

  // The rules 0007 and the evaluator made, still under the names they were given.
  for (const [builtin, name] of DEFAULT_NAMES) {
    const preset = builtin.split(':')[0]!;
    await sql`update alert_rules set name_preset = ${preset}
      where builtin = ${builtin} and name = ${name}`.execute(db);
  }
  await sql`update alert_rules set name_preset = 'power'
    where builtin like 'power:%' and name like 'Power failure: %'`.execute(db);
  // An alert opened under a name its rule still has got that name from it.
  await sql`update alerts set rule_name_preset = (
      select r.name_preset from alert_rules r where r.id = alerts.rule_id and r.name = alerts.rule_name)`.execute(
    db,
  );

  // Entries whose words need nothing but their actor.
  await sql`update audit_log set summary_event = 'login', summary_values = '{}'
    where action = 'login' and actor_email is not null and summary = actor_email || ' logged in'`.execute(db);
  for (const [entity, summary, event] of FIXED_SUMMARIES) {
    await sql`update audit_log set summary_event = ${event}, summary_values = '{}'
      where entity = ${entity} and summary = ${summary}`.execute(db);
  }
}

/** The names 0007 gave the default rules, by builtin key. */
const DEFAULT_NAMES: readonly (readonly [string, string])[] = [
  ['device-thresholds:temperature', 'Temperature outside the device thresholds'],
  ['device-thresholds:humidity', 'Humidity outside the device thresholds'],
  ['device-thresholds:co2', 'CO2 outside the device thresholds'],
  ['stale:climate', 'No data from a climate device for 20 minutes'],
  ['stale:soil', 'No data from a soil device for 20 minutes'],
  ['stale:water', 'No data from a water device for 20 minutes'],
  ['leak', 'Water leak'],
];

/** Summaries written as fixed English lines, with the event they are. */
const FIXED_SUMMARIES: readonly (readonly [string, string, string])[] = [
  ['session', 'Logged out', 'logout'],
  ['session', 'Session ended', 'ended'],
  ['user', 'Two-factor login turned on', 'mfa_enabled'],
  ['user', 'Two-factor login turned off', 'mfa_disabled'],
];

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('summary_values').execute();
  await db.schema.alterTable('audit_log').dropColumn('summary_event').execute();
  await db.schema.alterTable('alerts').dropColumn('rule_name_preset').execute();
  await db.schema.alterTable('alert_rules').dropColumn('name_preset').execute();
}
