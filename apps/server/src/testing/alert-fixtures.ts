import { DEVICE_EVENTS } from '@canopy/shared/device-contract';
import type { AlertRuleBody } from '@canopy/shared/schemas/alerts';
import { newId } from '../lib/ids.ts';
import type { TestContext, TestUser } from './test-app.ts';

export const CLIMATE_ID = 'a1a1a1a1a1a1a1a1a1a1a1a1';
export const SOIL_ID = 'b2b2b2b2b2b2b2b2b2b2b2b2';
export const WATER_ID = 'c3c3c3c3c3c3c3c3c3c3c3c3';

const DAY_THRESHOLDS = { temperature: [22, 27], humidity: [50, 65], co2: [800, 1200] };
const NIGHT_THRESHOLDS = { temperature: [18, 22], humidity: [45, 60], co2: [400, 600] };

export interface ClimateValues {
  temperature?: number;
  humidity?: number;
  co2?: number;
  vpd?: number;
  dayStatus?: 'day' | 'night';
}

/**
 * Delivers one reading as the device cloud would, stores it, and waits for the alert evaluation the
 * stored reading starts. The reading's time is the test clock's now.
 */
async function deliver(t: TestContext, deviceId: string, name: string, payload: object, deviceName: string) {
  // Named as a person would name it before its first reading (the device list poll names devices).
  await t.database.db
    .insertInto('devices')
    .values({ id: deviceId, name: deviceName, alerts_enabled: 1, updated_at: t.clock.now().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await t.services.deviceSync.handleEvent({
    name,
    data: JSON.stringify(payload),
    coreid: deviceId,
    publishedAt: t.clock.now().toISOString(),
  });
  await t.services.telemetryWriter.flush();
  await t.services.evaluator.settled();
}

export function storeClimate(t: TestContext, values: ClimateValues = {}, deviceId = CLIMATE_ID) {
  const dayStatus = values.dayStatus ?? 'day';
  return deliver(
    t,
    deviceId,
    DEVICE_EVENTS.climate,
    {
      temperature: values.temperature ?? 24,
      humidity: values.humidity ?? 58,
      co2: values.co2 ?? 900,
      vpd: values.vpd ?? 1.2,
      dayStatus,
      lightStatus: dayStatus === 'day' ? 1 : 0,
      thresholds: { day: DAY_THRESHOLDS, night: NIGHT_THRESHOLDS },
    },
    'Flower_Room_A',
  );
}

/**
 * The climate controller's latest values as the device row holds them, changed behind the evaluator's
 * back: a reading the sweep and the evaluator both see at once in the race tests.
 */
export async function setLatestClimate(t: TestContext, latest: object): Promise<void> {
  await t.database.db
    .updateTable('devices')
    .set({ latest: JSON.stringify(latest) })
    .where('id', '=', CLIMATE_ID)
    .execute();
}

export function storeSoil(t: TestContext, values: Record<string, number | boolean> = {}, deviceId = SOIL_ID) {
  return deliver(
    t,
    deviceId,
    DEVICE_EVENTS.soil,
    {
      moisture_pct: 40,
      temp_c: 22,
      ec_mscm: 1.4,
      ph: 6.2,
      n_mgkg: 100,
      p_mgkg: 40,
      k_mgkg: 150,
      in_medium: true,
      ...values,
    },
    'Bed_1_Soil',
  );
}

export function storeWater(t: TestContext, rates: { in: number; out: number }, deviceId = WATER_ID) {
  return deliver(
    t,
    deviceId,
    DEVICE_EVENTS.water,
    { in: { rate_lpm: rates.in, total_l: 100 }, out: { rate_lpm: rates.out, total_l: 20 }, fw: '1.4.2' },
    'Main_Line',
  );
}

/** Moves the clock on and runs the sweep, as the alert-sweep job does every 15 s. */
export async function sweepAfter(t: TestContext, ms: number) {
  t.clock.advance(ms);
  await t.services.alerts.sweep();
}

export const MINUTE = 60_000;

/** The rule most alert tests open: a climate controller above 26 °C; tests add severity and timings. */
export const TOO_HOT = {
  name: 'Too hot',
  kind: 'threshold',
  deviceType: 'climate',
  metric: 'temperature',
  max: 26,
} as const satisfies AlertRuleBody;

/** A rule through the API as staff would write it (defaults for what the body leaves out). */
export async function createRule(t: TestContext, staff: TestUser, body: AlertRuleBody) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/alert-rules',
    headers: staff.auth,
    payload: body,
  });
  if (response.statusCode !== 201)
    throw new Error(`rule not created: ${response.statusCode} ${response.body}`);
  return response.json<{ _id: string }>();
}

/** The unresolved alerts, straight from the service (no HTTP), newest first. */
export async function unresolved(t: TestContext) {
  return t.services.alerts.active();
}

/**
 * A climate controller called Veg_Room with alerts on, last heard now and no reading yet: the device row
 * power alerts watch, as telemetry first stores it.
 */
export async function powerWatchedDevice(t: TestContext, id: string): Promise<void> {
  await t.database.db
    .insertInto('devices')
    .values({
      id,
      kind: 'climate',
      name: 'Veg_Room',
      alerts_enabled: 1,
      last_ts: t.clock.now().getTime(),
      updated_at: t.clock.now().toISOString(),
    })
    .execute();
}

/**
 * An open temperature alert (31 above a limit of 30) on a climate device, stored as the alerts sweep
 * writes one, opened at `openedAt` under `ruleName`: for the reads that mark alerts on a chart.
 */
export async function openAlertRow(
  t: TestContext,
  alert: { deviceId: string; deviceName: string; openedAt: number; ruleName: string },
): Promise<void> {
  const { deviceId, deviceName, openedAt, ruleName } = alert;
  await t.database.db
    .insertInto('alerts')
    .values({
      id: newId(openedAt),
      rule_id: `rule-${ruleName}`,
      rule_name: ruleName,
      kind: 'threshold',
      severity: 'warning',
      device_id: deviceId,
      device_name: deviceName,
      device_type: 'climate',
      metric: 'temperature',
      state: 'open',
      resolved: 0,
      value: 31,
      limit_value: 30,
      direction: 'above',
      opened_at: new Date(openedAt).toISOString(),
      resolved_at: null,
      resolution: null,
      last_notified_ms: openedAt,
    })
    .execute();
}

/** Removes the rules a new database starts with, for tests about one rule alone. */
export async function withoutDefaultRules(t: TestContext) {
  await t.database.db.deleteFrom('alert_rules').execute();
}
