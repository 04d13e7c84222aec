import type { Language } from '@canopy/shared/languages';
import type { TestContext, TestUser } from './test-app.ts';

/**
 * Saves a user's notification settings through PUT /api/me/notifications: e-mail on unless said,
 * warnings and up, no quiet hours, the account's address. The caller checks the answer.
 */
export function putNotificationSettings(
  t: TestContext,
  user: TestUser,
  fields: { language: Language; telegram?: boolean; email?: boolean; digest?: boolean },
) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/me/notifications',
    headers: user.auth,
    payload: {
      channels: { telegram: fields.telegram ?? false, email: fields.email ?? true, push: false },
      quietHours: null,
      minSeverity: 'warning',
      email: null,
      language: fields.language,
      ...(fields.digest !== undefined && { digest: fields.digest }),
    },
  });
}

/**
 * Links a Telegram chat to the user as the bot's /start with a link code does; `chat` is its id (a number,
 * which is also the update's id).
 */
export async function linkTelegram(t: TestContext, user: TestUser, chat: number | string): Promise<void> {
  const { code } = (
    await t.app.inject({ method: 'POST', url: '/api/me/telegram-link', headers: user.auth })
  ).json<{ code: string }>();
  const chatId = String(chat);
  await t.services.notifications.telegramUpdates!.handle({
    updateId: Number(chat),
    message: { chatId, fromId: chatId, text: `/start ${code}`, languageCode: null },
  });
}
