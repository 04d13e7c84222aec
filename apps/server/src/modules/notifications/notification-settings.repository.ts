import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { NotificationSettingsTable } from './notifications.table.ts';

export type NotificationSettingsRow = Selectable<NotificationSettingsTable>;
/** A user's settings with the login, for recipients without their own e-mail address. */
export type RecipientRow = NotificationSettingsRow & { login: string };

/** What a user without a settings row gets: Telegram once linked, nothing else. */
export function defaultSettings(userId: string, updatedAt: string): NotificationSettingsRow {
  return {
    user_id: userId,
    telegram: 1,
    email: 0,
    push: 0,
    quiet_from: null,
    quiet_to: null,
    min_severity: 'warning',
    email_address: null,
    language: 'en',
    telegram_chat_id: null,
    digest: 0,
    updated_at: updatedAt,
  };
}

export function createNotificationSettingsRepository(db: Kysely<Database>) {
  return {
    find(userId: string, executor: Kysely<Database> = db): Promise<NotificationSettingsRow | undefined> {
      return executor
        .selectFrom('notification_settings')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Every user who set something, with their login: the people alerts may go to. */
    recipients(executor: Kysely<Database> = db): Promise<RecipientRow[]> {
      return executor
        .selectFrom('notification_settings as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .selectAll('s')
        .select('u.email as login')
        .execute();
    },

    /** The people who want the weekly digest, with the language they read. */
    digestReaders(): Promise<{ user_id: string; language: NotificationSettingsRow['language'] }[]> {
      return db
        .selectFrom('notification_settings as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.user_id', 's.language'])
        .where('s.digest', '=', 1)
        .orderBy('s.user_id')
        .execute();
    },

    findByChat(chatId: string): Promise<NotificationSettingsRow | undefined> {
      return db
        .selectFrom('notification_settings')
        .selectAll()
        .where('telegram_chat_id', '=', chatId)
        .executeTakeFirst();
    },

    async save(row: NotificationSettingsRow, executor: Kysely<Database> = db): Promise<void> {
      const { user_id: _userId, ...changes } = row;
      await executor
        .insertInto('notification_settings')
        .values(row)
        .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
        .execute();
    },

    /** Moves a chat to this user: a chat belongs to one user, the last to link it. */
    async linkChat(executor: Kysely<Database>, userId: string, chatId: string, updatedAt: string) {
      await executor
        .updateTable('notification_settings')
        .set({ telegram_chat_id: null, updated_at: updatedAt })
        .where('telegram_chat_id', '=', chatId)
        .where('user_id', '!=', userId)
        .execute();
      await executor
        .updateTable('notification_settings')
        .set({ telegram_chat_id: chatId, updated_at: updatedAt })
        .where('user_id', '=', userId)
        .execute();
    },

    async createLinkCode(userId: string, code: string, expiresMs: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // One live code per user: a new one replaces the last.
        await trx.deleteFrom('telegram_links').where('user_id', '=', userId).execute();
        await trx
          .insertInto('telegram_links')
          .values({ code, user_id: userId, expires_ms: expiresMs })
          .execute();
      });
    },

    /** Takes a code once: the user it was made for, if it was live. */
    async consumeLinkCode(executor: Kysely<Database>, code: string, nowMs: number): Promise<string | null> {
      const row = await executor
        .deleteFrom('telegram_links')
        .where('code', '=', code)
        .returning(['user_id', 'expires_ms'])
        .executeTakeFirst();
      await executor.deleteFrom('telegram_links').where('expires_ms', '<', nowMs).execute();
      return row && Number(row.expires_ms) >= nowMs ? row.user_id : null;
    },
  };
}

export type NotificationSettingsRepository = ReturnType<typeof createNotificationSettingsRepository>;
