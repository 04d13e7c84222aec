import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AlertConditionsTable } from './alerts.table.ts';

export type AlertConditionRow = Selectable<AlertConditionsTable>;

/** Breaches waiting out their rule's hold, one row per (rule, device). */
export function createAlertConditionsRepository(db: Kysely<Database>) {
  return {
    list(deviceIds?: readonly string[]): Promise<AlertConditionRow[]> {
      let query = db.selectFrom('alert_conditions').selectAll();
      if (deviceIds) {
        if (deviceIds.length === 0) return Promise.resolve([]);
        query = query.where('device_id', 'in', deviceIds);
      }
      return query.execute();
    },

    /** Starts a hold; a hold another evaluation started first is kept, with its earlier start. */
    async start(ruleId: string, deviceId: string, sinceMs: number, value: number | null): Promise<void> {
      await db
        .insertInto('alert_conditions')
        .values({ rule_id: ruleId, device_id: deviceId, since_ms: sinceMs, value })
        .onConflict((oc) => oc.columns(['rule_id', 'device_id']).doNothing())
        .execute();
    },

    async setValue(ruleId: string, deviceId: string, value: number | null): Promise<void> {
      await db
        .updateTable('alert_conditions')
        .set({ value })
        .where('rule_id', '=', ruleId)
        .where('device_id', '=', deviceId)
        .execute();
    },

    async remove(executor: Kysely<Database>, ruleId: string, deviceId?: string): Promise<void> {
      let query = executor.deleteFrom('alert_conditions').where('rule_id', '=', ruleId);
      if (deviceId) query = query.where('device_id', '=', deviceId);
      await query.execute();
    },
  };
}

export type AlertConditionsRepository = ReturnType<typeof createAlertConditionsRepository>;
