import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PushSubscriptionsTable } from './push.table.ts';

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

export function createPushSubscriptionsRepository(db: Kysely<Database>) {
  return {
    /** Stores a browser's subscription for the user; the same endpoint again moves it to them, new keys and all. */
    async upsert(row: PushSubscriptionRow): Promise<void> {
      await db
        .insertInto('push_subscriptions')
        .values(row)
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({
            user_id: row.user_id,
            p256dh: row.p256dh,
            auth: row.auth,
            created_at: row.created_at,
            last_success_at: null,
          }),
        )
        .execute();
    },

    /** Removes one of the user's own subscriptions; another user's endpoint is left alone. */
    async removeOwn(userId: string, endpoint: string): Promise<boolean> {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The push service said the subscription is gone (404/410). */
    async remove(id: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    find(id: string): Promise<PushSubscriptionRow | undefined> {
      return db.selectFrom('push_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async markSuccess(id: string, at: string): Promise<void> {
      await db.updateTable('push_subscriptions').set({ last_success_at: at }).where('id', '=', id).execute();
    },

    /** Every subscription id by user, read where the alert's messages are queued. */
    async idsByUser(executor: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, string[]>> {
      const byUser = new Map<string, string[]>();
      if (userIds.length === 0) return byUser;
      const rows = await executor
        .selectFrom('push_subscriptions')
        .select(['id', 'user_id'])
        .where('user_id', 'in', [...userIds])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.id]);
      return byUser;
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
