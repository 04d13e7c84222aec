import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { updatedAny } from '../../db/updated-any.ts';
import type { WebhooksTable } from './outgoing-webhooks.table.ts';

export type WebhookRow = Selectable<WebhooksTable>;
export type NewWebhook = Insertable<WebhooksTable>;
export type WebhookChange = Updateable<WebhooksTable>;

/** The hooks admins configure; a handful, so each read takes them whole. */
export function createWebhooksRepository(db: Kysely<Database>) {
  return {
    list(): Promise<WebhookRow[]> {
      return db.selectFrom('webhooks').selectAll().orderBy('created_at').orderBy('id').execute();
    },

    find(id: string): Promise<WebhookRow | undefined> {
      return db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The hooks that hear events now; read inside the transaction that raises one. */
    enabled(executor: Kysely<Database>): Promise<WebhookRow[]> {
      return executor.selectFrom('webhooks').selectAll().where('enabled', '=', 1).execute();
    },

    async insert(row: NewWebhook): Promise<void> {
      await db.insertInto('webhooks').values(row).execute();
    },

    async update(executor: Kysely<Database>, id: string, change: WebhookChange): Promise<boolean> {
      return updatedAny(
        await executor.updateTable('webhooks').set(change).where('id', '=', id).executeTakeFirst(),
      );
    },

    /** Switches a hook off unless it already is: true for the caller that did. */
    async disable(executor: Kysely<Database>, id: string, change: WebhookChange): Promise<boolean> {
      return updatedAny(
        await executor
          .updateTable('webhooks')
          .set({ ...change, enabled: 0 })
          .where('id', '=', id)
          .where('enabled', '=', 1)
          .executeTakeFirst(),
      );
    },

    /** Deletes a hook; its deliveries go with it (foreign key cascade). */
    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
