import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AlertRulesTable } from './alerts.table.ts';

export type AlertRuleRow = Selectable<AlertRulesTable>;

export const powerRuleKey = (deviceId: string) => `power:${deviceId}`;

export function createAlertRulesRepository(db: Kysely<Database>) {
  return {
    list(executor: Kysely<Database> = db): Promise<AlertRuleRow[]> {
      return executor.selectFrom('alert_rules').selectAll().orderBy('created_at').orderBy('id').execute();
    },

    find(id: string, executor: Kysely<Database> = db): Promise<AlertRuleRow | undefined> {
      return executor.selectFrom('alert_rules').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findPowerRule(deviceId: string, executor: Kysely<Database> = db): Promise<AlertRuleRow | undefined> {
      return executor
        .selectFrom('alert_rules')
        .selectAll()
        .where('builtin', '=', powerRuleKey(deviceId))
        .executeTakeFirst();
    },

    /** Inserts unless a rule with the same builtin key exists; true when this call made it. */
    async insert(executor: Kysely<Database>, row: Insertable<AlertRulesTable>): Promise<boolean> {
      const inserted = await executor
        .insertInto('alert_rules')
        .values(row)
        .onConflict((oc) => oc.column('builtin').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async update(
      executor: Kysely<Database>,
      id: string,
      changes: Updateable<AlertRulesTable>,
    ): Promise<void> {
      await executor.updateTable('alert_rules').set(changes).where('id', '=', id).execute();
    },

    async remove(executor: Kysely<Database>, id: string): Promise<void> {
      await executor.deleteFrom('alert_rules').where('id', '=', id).execute();
    },
  };
}

export type AlertRulesRepository = ReturnType<typeof createAlertRulesRepository>;
