import type { AlertResolution } from '@canopy/shared/alerts';
import type { DeviceCropContext } from '@canopy/shared/schemas/rooms';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AlertChange, AlertChanged, EventPublisher } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { DeviceDirectory, DeviceRow } from '../devices/devices.types.ts';
import type { AlertConditionRow, AlertConditionsRepository } from './alert-conditions.repository.ts';
import { powerRuleKey, type AlertRuleRow } from './alert-rules.repository.ts';
import type { AlertsRepository } from './alerts.repository.ts';
import type { AlertRow } from './alerts.types.ts';
import { evaluateCondition, isWorse, type ConditionResult, type DeviceSnapshot } from './conditions.ts';
import { appliesTo, powerRuleRow, ruleCondition, toSnapshot } from './rule-model.ts';

export type NotifyEvent = 'opened' | 'repeat' | 'resolved' | 'acknowledged';

/** Queues the messages of an alert's transition inside the transaction that made it: both or neither. */
export interface AlertNotifier {
  enqueue(executor: Kysely<Database>, alert: AlertRow, event: NotifyEvent, nowMs: number): Promise<void>;
  /** After a commit: deliver soon rather than at the outbox's next pass. */
  kick(): void;
}

export interface AlertEvaluatorDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  events: EventPublisher;
  notifier: AlertNotifier;
  alerts: AlertsRepository;
  conditions: AlertConditionsRepository;
  devices: DeviceDirectory;
  /** Every rule, enabled or not. */
  rules(): Promise<AlertRuleRow[]>;
  /** Makes a climate device's power rule; false when another evaluation made it first. */
  addRule(rule: AlertRuleRow): Promise<boolean>;
  /** The device's room and run day now (the rooms module); null for a device in no room. */
  cropOf(deviceId: string): Promise<DeviceCropContext | null>;
}

const key = (ruleId: string, deviceId: string) => `${ruleId}|${deviceId}`;

/** The change as published: the alert's row as it is after the transition. */
const changeOf = (
  alert: Pick<AlertRow, 'id' | 'device_id' | 'rule_id' | 'state' | 'severity'>,
  change: AlertChange,
): AlertChanged => ({
  alertId: alert.id,
  deviceId: alert.device_id,
  ruleId: alert.rule_id,
  state: alert.state,
  severity: alert.severity,
  change,
});
const MINUTE_MS = 60_000;

/**
 * Turns conditions into alerts: holds a breach for the rule's forMinutes, opens one alert per (rule,
 * device), keeps its worst value, resolves it once clear for clearMinutes. Every transition is a
 * compare-and-set in the database, so racing evaluations (here or in another instance) change a pair once.
 * In this instance evaluations run one after another.
 */
export function createAlertEvaluator(deps: AlertEvaluatorDeps) {
  let chain: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.catch(() => undefined).then(work);
    chain = next;
    return next;
  };
  const changes: AlertChanged[] = [];
  const announce = () => {
    for (const change of changes.splice(0)) deps.events.publish('alert.changed', change);
  };

  /**
   * The room and run day the alert keeps, read as it opens (outside its transaction: SQLite has one
   * connection). An alert never waits for it to be readable: without it, its messages name no room.
   */
  async function cropAtOpening(deviceId: string): Promise<string | null> {
    try {
      const crop = await deps.cropOf(deviceId);
      return crop ? JSON.stringify(crop) : null;
    } catch (err) {
      deps.log.warn({ err, deviceId }, "an alert opened without its device's room and run day");
      return null;
    }
  }

  async function open(rule: AlertRuleRow, device: DeviceSnapshot, result: ConditionResult, nowMs: number) {
    // A power failure dates from the device's last reading: the check that noticed may come much later.
    const openedMs = rule.kind === 'power' && device.lastTs !== null ? Math.min(device.lastTs, nowMs) : nowMs;
    const crop = await cropAtOpening(device.id);
    const row = {
      id: newId(nowMs),
      rule_id: rule.id,
      rule_name: rule.name,
      rule_name_preset: rule.name_preset,
      kind: rule.kind,
      severity: rule.severity,
      device_id: device.id,
      device_name: device.name,
      device_type: device.kind,
      metric: rule.metric,
      state: 'open' as const,
      resolved: 0,
      value: result.value,
      limit_value: result.limit,
      direction: result.direction,
      opened_at: new Date(openedMs).toISOString(),
      last_notified_ms: nowMs,
      crop,
    };
    await deps.db.transaction().execute(async (trx) => {
      await deps.conditions.remove(trx, rule.id, device.id);
      if (!(await deps.alerts.open(trx, row))) return;
      const opened = await deps.alerts.find(row.id, trx);
      if (opened) await deps.notifier.enqueue(trx, opened, 'opened', nowMs);
      changes.push(changeOf(opened ?? row, 'opened'));
    });
  }

  async function resolve(alert: AlertRow, resolution: AlertResolution, nowMs: number) {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await deps.alerts.resolve(trx, alert.id, new Date(nowMs).toISOString(), resolution))) return;
      const resolved = await deps.alerts.find(alert.id, trx);
      if (resolved) await deps.notifier.enqueue(trx, resolved, 'resolved', nowMs);
      changes.push(changeOf(resolved ?? { ...alert, state: 'resolved' }, 'resolved'));
    });
  }

  async function onBreach(
    rule: AlertRuleRow,
    device: DeviceSnapshot,
    result: ConditionResult,
    hold: AlertConditionRow | undefined,
    alert: AlertRow | undefined,
    nowMs: number,
  ) {
    if (alert) {
      const worse = isWorse(result.value, alert.value, alert.direction ?? result.direction);
      if (alert.clear_since_ms === null && !worse) return;
      const updated = await deps.alerts.updateUnresolved(deps.db, alert.id, {
        clear_since_ms: null,
        ...(worse ? { value: result.value, limit_value: result.limit } : {}),
      });
      if (updated && worse) changes.push(changeOf(alert, 'updated'));
      return;
    }
    const holdMs = rule.kind === 'stale' ? 0 : rule.for_minutes * MINUTE_MS;
    if (holdMs === 0) return open(rule, device, result, nowMs);
    if (!hold) return deps.conditions.start(rule.id, device.id, nowMs, result.value);
    const worst = isWorse(result.value, hold.value, result.direction) ? result.value : hold.value;
    if (nowMs - Number(hold.since_ms) >= holdMs)
      return open(rule, device, { ...result, value: worst }, nowMs);
    if (worst !== hold.value) await deps.conditions.setValue(rule.id, device.id, worst);
  }

  async function onClear(
    rule: AlertRuleRow,
    hold: AlertConditionRow | undefined,
    alert: AlertRow | undefined,
    nowMs: number,
  ) {
    // Any good reading resets the wait of a breach not yet alerted.
    if (hold) await deps.conditions.remove(deps.db, rule.id, hold.device_id);
    if (!alert) return;
    const clearMs = rule.clear_minutes * MINUTE_MS;
    const since = alert.clear_since_ms === null ? null : Number(alert.clear_since_ms);
    if (clearMs === 0 || (since !== null && nowMs - since >= clearMs))
      return resolve(alert, 'cleared', nowMs);
    if (since === null) await deps.alerts.updateUnresolved(deps.db, alert.id, { clear_since_ms: nowMs });
  }

  /** The enabled rules, after giving each of these climate devices its power rule if it has none yet. */
  async function enabledRules(devices: readonly DeviceRow[], nowMs: number): Promise<AlertRuleRow[]> {
    let rules = await deps.rules();
    const known = new Set(rules.map((rule) => rule.builtin));
    const missing = devices.filter((d) => d.kind === 'climate' && !known.has(powerRuleKey(d.id)));
    for (const device of missing) await deps.addRule(powerRuleRow(device, new Date(nowMs).toISOString()));
    if (missing.length > 0) rules = await deps.rules();
    return rules.filter((rule) => rule.enabled !== 0);
  }

  /** Evaluates every enabled rule on the devices (all of them when `deviceIds` is absent). */
  async function evaluate(deviceIds?: readonly string[]) {
    const nowMs = deps.clock.now().getTime();
    const rows = deviceIds ? await deps.devices.findMany(deviceIds) : await deps.devices.list();
    const rules = await enabledRules(rows, nowMs);
    if (rules.length === 0) return;
    const ids = deviceIds ?? rows.map((row) => row.id);
    const holds = new Map((await deps.conditions.list(ids)).map((c) => [key(c.rule_id, c.device_id), c]));
    const open = new Map((await deps.alerts.unresolved(ids)).map((a) => [key(a.rule_id, a.device_id), a]));
    for (const row of rows) {
      const device = toSnapshot(row);
      if (!device) continue;
      for (const rule of rules) {
        if (!appliesTo(rule, device)) continue;
        const result = evaluateCondition(ruleCondition(rule), device, nowMs);
        if (result.condition === 'unknown') continue;
        const pair = key(rule.id, device.id);
        if (result.condition === 'breach') {
          await onBreach(rule, device, result, holds.get(pair), open.get(pair), nowMs);
        } else {
          await onClear(rule, holds.get(pair), open.get(pair), nowMs);
        }
      }
    }
  }

  /** Re-notifies open (unacknowledged) alerts whose rule's repeat interval has passed since the last. */
  async function repeat() {
    const nowMs = deps.clock.now().getTime();
    const rules = new Map((await deps.rules()).map((rule) => [rule.id, rule]));
    for (const alert of await deps.alerts.unresolved()) {
      const rule = rules.get(alert.rule_id);
      const every = rule?.enabled ? rule.repeat_minutes * MINUTE_MS : 0;
      const last = Number(alert.last_notified_ms);
      if (alert.state !== 'open' || every === 0 || nowMs - last < every) continue;
      await deps.db.transaction().execute(async (trx) => {
        if (await deps.alerts.claimRepeat(trx, alert.id, last, nowMs)) {
          await deps.notifier.enqueue(trx, alert, 'repeat', nowMs);
        }
      });
    }
  }

  /** Resolves a rule's unresolved alerts (on the devices given, or all) with the reason given. */
  async function resolveRule(ruleId: string, resolution: AlertResolution, deviceIds?: readonly string[]) {
    const nowMs = deps.clock.now().getTime();
    for (const alert of await deps.alerts.unresolvedOfRule(ruleId)) {
      if (!deviceIds || deviceIds.includes(alert.device_id)) await resolve(alert, resolution, nowMs);
    }
  }

  /**
   * A rule was edited: holds restart under the new definition, and each unresolved alert either stays
   * open (its device still breaches the rule as it now reads) or resolves as `rule_changed` at once.
   */
  async function ruleChanged(rule: AlertRuleRow) {
    const nowMs = deps.clock.now().getTime();
    await deps.conditions.remove(deps.db, rule.id);
    const unresolved = await deps.alerts.unresolvedOfRule(rule.id);
    const rows = await deps.devices.findMany(unresolved.map((alert) => alert.device_id));
    const snapshots = new Map(rows.map((row) => [row.id, toSnapshot(row)]));
    for (const alert of unresolved) {
      const device = snapshots.get(alert.device_id);
      const result =
        device && rule.enabled && appliesTo(rule, device)
          ? evaluateCondition(ruleCondition(rule), device, nowMs)
          : null;
      if (result?.condition !== 'breach') {
        await resolve(alert, 'rule_changed', nowMs);
        continue;
      }
      await deps.alerts.updateUnresolved(deps.db, alert.id, {
        rule_name: rule.name,
        rule_name_preset: rule.name_preset,
        severity: rule.severity,
        limit_value: result.limit,
        direction: result.direction,
        clear_since_ms: null,
      });
      changes.push(changeOf({ ...alert, severity: rule.severity }, 'updated'));
    }
    await evaluate();
  }

  const run = <T>(work: () => Promise<T>) =>
    serially(async () => {
      try {
        return await work();
      } finally {
        announce();
        deps.notifier.kick();
      }
    });

  return {
    /** Resolves once every evaluation asked for so far has finished. */
    settled: (): Promise<void> =>
      chain.then(
        () => undefined,
        () => undefined,
      ),
    /**
     * Evaluates the devices (all when none are named). `before` runs first in the same turn of the queue
     * (a power state to record), so whoever awaits `settled()` next sees both done.
     */
    evaluate: (deviceIds?: readonly string[], before?: () => Promise<unknown>) =>
      run(async () => {
        await before?.();
        await evaluate(deviceIds);
      }),
    repeat: () => run(repeat),
    ruleChanged: (rule: AlertRuleRow) => run(() => ruleChanged(rule)),
    resolveRule: (ruleId: string, resolution: AlertResolution, deviceIds?: readonly string[]) =>
      run(() => resolveRule(ruleId, resolution, deviceIds)),
    /** Resolves unresolved alerts of devices that no longer exist. */
    resolveOrphans: () =>
      run(async () => {
        const nowMs = deps.clock.now().getTime();
        const known = new Set((await deps.devices.list()).map((row) => row.id));
        for (const alert of await deps.alerts.unresolved()) {
          if (!known.has(alert.device_id)) await resolve(alert, 'device_removed', nowMs);
        }
      }),
  };
}

export type AlertEvaluator = ReturnType<typeof createAlertEvaluator>;
