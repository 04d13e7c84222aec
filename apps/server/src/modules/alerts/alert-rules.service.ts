import type { Actor } from '@canopy/shared/permissions';
import type { AlertRule, AlertRuleInput, RulePreview } from '@canopy/shared/schemas/alerts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { diffChanges } from '../audit/audit-changes.ts';
import { recordAudit, type AuditEntryInput } from '../audit/record-audit.ts';
import { deviceNotFound } from '../devices/devices.errors.ts';
import type { DeviceDirectory, DevicePowerWrites } from '../devices/devices.types.ts';
import type { AlertEvaluator } from './alert-evaluator.ts';
import { powerRuleKey, type AlertRuleRow, type AlertRulesRepository } from './alert-rules.repository.ts';
import { invalidRule, ruleNotFound } from './alerts.errors.ts';
import { evaluateCondition, type DeviceSnapshot } from './conditions.ts';
import { ruleSummaryValues } from './rule-audit.ts';
import { appliesTo, powerRuleRow, ruleColumns, ruleCondition, toApiRule, toSnapshot } from './rule-model.ts';

export interface AlertRulesServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  rules: AlertRulesRepository;
  devices: DeviceDirectory & Pick<DevicePowerWrites, 'setAlertsEnabled'>;
  evaluator: AlertEvaluator;
}

/** What the audit log keeps of a rule: everything a person sets. */
const AUDITED_FIELDS = [
  'name',
  'kind',
  'deviceType',
  'deviceId',
  'metric',
  'min',
  'max',
  'useDeviceThresholds',
  'period',
  'forMinutes',
  'clearMinutes',
  'severity',
  'repeatMinutes',
  'enabled',
] as const satisfies readonly (keyof AlertRule)[];

/**
 * A rule keeps the name Canopy gave it (and readers keep seeing it in their language) while it is saved
 * under that same name, as the rules form and its switch send it back; any other name is a person's.
 */
const keptPreset = (previous: AlertRuleRow, input: AlertRuleInput) =>
  input.name === previous.name ? previous.name_preset : null;

/** Rules: written by staff, each write re-evaluated at once; a climate device's power rule is its alert toggle. */
export function createAlertRulesService(deps: AlertRulesServiceDeps) {
  const now = () => deps.clock.now().toISOString();

  async function checkDevice(input: AlertRuleInput): Promise<void> {
    if (!input.deviceId) return;
    const device = await deps.devices.find(input.deviceId.toLowerCase());
    if (!device) throw deviceNotFound();
    if (device.kind !== input.deviceType) {
      throw invalidRule('body.deviceId', `this device is a ${device.kind ?? 'device of unknown type'}`);
    }
  }

  async function existing(id: string): Promise<AlertRuleRow> {
    const row = await deps.rules.find(id);
    if (!row) throw ruleNotFound();
    return row;
  }

  /** A power rule belongs to its device: it can be tuned and switched off, not moved elsewhere. */
  function checkPowerRule(row: AlertRuleRow, input: AlertRuleInput) {
    if (!row.builtin?.startsWith('power:')) return;
    if (
      input.kind !== 'power' ||
      input.deviceType !== row.device_type ||
      input.deviceId?.toLowerCase() !== row.device_id
    ) {
      throw invalidRule('body.kind', "a device's power rule keeps its kind and device");
    }
  }

  /** A power rule's name is worded with its device's. */
  async function powerDeviceName(row: AlertRuleRow): Promise<string | null> {
    if (row.name_preset !== 'power' || !row.device_id) return null;
    return (await deps.devices.find(row.device_id))?.name ?? null;
  }

  /** Keeps the device's `alertsEnabled` and its power rule as one switch. */
  async function syncPowerToggle(trx: Kysely<Database>, row: AlertRuleRow, enabled: boolean) {
    if (!row.builtin?.startsWith('power:') || !row.device_id) return;
    await deps.devices.setAlertsEnabled(trx, row.device_id, enabled, now());
  }

  /** Gives each climate device its power rule (on as its alerts toggle), new devices included. */
  async function ensurePowerRules(): Promise<void> {
    const have = new Set((await deps.rules.list()).map((row) => row.builtin));
    for (const device of await deps.devices.list('climate')) {
      if (!have.has(powerRuleKey(device.id))) await deps.rules.insert(deps.db, powerRuleRow(device, now()));
    }
  }

  return {
    async list(): Promise<AlertRule[]> {
      return (await deps.rules.list()).map(toApiRule);
    },

    async create(input: AlertRuleInput, actor: Actor | null = null): Promise<AlertRule> {
      await checkDevice(input);
      const moment = deps.clock.now();
      const at = moment.toISOString();
      const row = {
        id: newId(),
        ...ruleColumns(input),
        builtin: null,
        name_preset: null,
        created_at: at,
        updated_at: at,
      };
      await deps.db.transaction().execute(async (trx) => {
        await deps.rules.insert(trx, row);
        await recordAudit(trx, {
          at: moment,
          actor,
          action: 'create',
          entity: 'alert_rule',
          entityId: row.id,
          summary: `Alert rule "${row.name}" created`,
          event: 'created',
          values: ruleSummaryValues(row, null),
          changes: diffChanges(null, toApiRule(row), AUDITED_FIELDS),
        });
      });
      await deps.evaluator.ruleChanged(row);
      return toApiRule(row);
    },

    async update(id: string, input: AlertRuleInput, actor: Actor | null = null): Promise<AlertRule> {
      const previous = await existing(id);
      checkPowerRule(previous, input);
      await checkDevice(input);
      const moment = deps.clock.now();
      const changes = {
        ...ruleColumns(input),
        name_preset: keptPreset(previous, input),
        updated_at: moment.toISOString(),
      };
      const row = { ...previous, ...changes };
      // Read before the transaction: SQLite has one connection, which a read outside the transaction
      // would wait for while the transaction waits for the read.
      const deviceName = await powerDeviceName(row);
      await deps.db.transaction().execute(async (trx) => {
        await deps.rules.update(trx, id, changes);
        await syncPowerToggle(trx, previous, input.enabled);
        await recordAudit(trx, {
          at: moment,
          actor,
          action: 'update',
          entity: 'alert_rule',
          entityId: id,
          summary: `Alert rule "${row.name}" updated`,
          event: 'updated',
          values: ruleSummaryValues(row, deviceName),
          changes: diffChanges(toApiRule(previous), toApiRule(row), AUDITED_FIELDS),
        });
      });
      await deps.evaluator.ruleChanged(row);
      return toApiRule(row);
    },

    /** Deleting resolves the rule's alerts; a power rule comes back switched off (its device's toggle off). */
    async remove(id: string, actor: Actor | null = null): Promise<void> {
      const row = await existing(id);
      await deps.evaluator.resolveRule(id, 'rule_deleted');
      const deviceName = await powerDeviceName(row);
      await deps.db.transaction().execute(async (trx) => {
        await deps.rules.remove(trx, id);
        await syncPowerToggle(trx, row, false);
        await recordAudit(trx, {
          at: deps.clock.now(),
          actor,
          action: 'delete',
          entity: 'alert_rule',
          entityId: id,
          summary: `Alert rule "${row.name}" deleted`,
          event: 'deleted',
          values: ruleSummaryValues(row, deviceName),
          changes: diffChanges(toApiRule(row), null, AUDITED_FIELDS),
        });
      });
    },

    /**
     * `PATCH /api/device/{id}/alerts`: the device's toggle and its power rule, switched together, and
     * the caller's audit entry with them.
     */
    async setPowerAlerts(deviceId: string, enabled: boolean, entry?: AuditEntryInput): Promise<void> {
      await ensurePowerRules();
      const rule = await deps.rules.findPowerRule(deviceId);
      const changes = { enabled: enabled ? 1 : 0, updated_at: now() };
      await deps.db.transaction().execute(async (trx) => {
        await deps.devices.setAlertsEnabled(trx, deviceId, enabled, changes.updated_at);
        if (rule) await deps.rules.update(trx, rule.id, changes);
        if (entry) await recordAudit(trx, entry);
      });
      if (rule) await deps.evaluator.ruleChanged({ ...rule, ...changes });
    },

    ensurePowerRules,

    /** Which devices the rule would flag now, without storing anything. */
    async preview(input: AlertRuleInput): Promise<RulePreview> {
      await checkDevice(input);
      const nowMs = deps.clock.now().getTime();
      const rule = { ...ruleColumns(input), enabled: 1 } as AlertRuleRow;
      const devices = (await deps.devices.list(input.deviceType))
        .map(toSnapshot)
        .filter((device): device is DeviceSnapshot => device !== null && appliesTo(rule, device));
      return {
        devices: devices.map((device) => {
          const result = evaluateCondition(ruleCondition(rule), device, nowMs);
          return {
            deviceId: device.id,
            deviceName: device.name,
            condition: result.condition,
            value: result.value,
            limit: result.limit,
          };
        }),
      };
    },
  };
}

export type AlertRulesService = ReturnType<typeof createAlertRulesService>;
