import { isLanguage, type Language } from '@canopy/shared/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { createAppStateRepository } from '../../db/app-state.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  alertIdFromCallback,
  type TelegramBot,
  type TelegramUpdate,
} from '../../integrations/messaging/telegram.ts';
import type { Clock } from '../../lib/clock.ts';
import { renderBotReply } from './messages/render.ts';
import { defaultSettings, type NotificationSettingsRepository } from './notification-settings.repository.ts';

export interface TelegramUpdatesDeps {
  db: Kysely<Database>;
  bot: TelegramBot;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: NotificationSettingsRepository;
  appState: ReturnType<typeof createAppStateRepository>;
  /** Acknowledges as the user; throws the alerts module's 404 or 409 errors. */
  acknowledge(userId: string, alertId: string): Promise<void>;
}

export const TELEGRAM_OFFSET_KEY = 'telegram.updateOffset';

const abortableDelay = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
const START = /^\/start(?:@\w+)?\s+([A-Za-z0-9]{4,32})\s*$/;

/**
 * What the bot is told: `/start <code>` links the chat to the user who asked for the code; the
 * Acknowledge button acknowledges as the user linked to whoever pressed it.
 */
export function createTelegramUpdates(deps: TelegramUpdatesDeps) {
  const languageOf = async (chatId: string, fallback: string | null): Promise<Language> => {
    const settings = await deps.settings.findByChat(chatId);
    if (settings) return settings.language;
    const code = fallback?.slice(0, 2) ?? 'en';
    return isLanguage(code) ? code : 'en';
  };

  async function onStart(chatId: string, code: string, languageCode: string | null) {
    const nowMs = deps.clock.now().getTime();
    const at = new Date(nowMs).toISOString();
    const userId = await deps.db.transaction().execute(async (trx) => {
      const owner = await deps.settings.consumeLinkCode(trx, code.toUpperCase(), nowMs);
      if (!owner) return null;
      if (!(await deps.settings.find(owner, trx))) await deps.settings.save(defaultSettings(owner, at), trx);
      await deps.settings.linkChat(trx, owner, chatId, at);
      return owner;
    });
    const language = await languageOf(chatId, languageCode);
    await deps.bot.sendMessage(chatId, renderBotReply(userId ? 'linked' : 'link_invalid', language));
  }

  async function onAcknowledge(callback: NonNullable<TelegramUpdate['callbackQuery']>) {
    const alertId = alertIdFromCallback(callback.data);
    if (!alertId) return deps.bot.answerCallbackQuery(callback.id, '');
    // In a private chat the chat id is the user's id; in the global chat the presser is `fromId`.
    const user = await deps.settings.findByChat(callback.fromId);
    const language = user?.language ?? 'en';
    if (!user) return deps.bot.answerCallbackQuery(callback.id, renderBotReply('not_linked', language));
    let reply: Parameters<typeof renderBotReply>[0] = 'acknowledged';
    try {
      await deps.acknowledge(user.user_id, alertId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      reply = error.code === 'alerts.already_resolved' ? 'already_resolved' : 'not_found';
    }
    await deps.bot.answerCallbackQuery(callback.id, renderBotReply(reply, language));
  }

  async function handle(update: TelegramUpdate): Promise<void> {
    const start = update.message ? START.exec(update.message.text) : null;
    if (update.message && start)
      return onStart(update.message.chatId, start[1]!, update.message.languageCode);
    if (update.callbackQuery) return onAcknowledge(update.callbackQuery);
  }

  return {
    handle,
    /**
     * The `telegram-updates` job: long polling, one instance at a time (Telegram answers 409 to a second
     * poller). The offset is kept, so a restart neither loses nor repeats an update.
     */
    leadPolling(): () => Promise<void> {
      const controller = new AbortController();
      const loop = (async () => {
        let offset = Number((await deps.appState.get(TELEGRAM_OFFSET_KEY).catch(() => null)) ?? 0);
        while (!controller.signal.aborted) {
          try {
            const updates = await deps.bot.getUpdates(offset, 25, controller.signal);
            for (const update of updates) {
              await handle(update).catch((err: unknown) => deps.log.warn({ err }, 'telegram update failed'));
              offset = update.updateId + 1;
              await deps.appState.set(TELEGRAM_OFFSET_KEY, String(offset));
            }
          } catch (err) {
            if (controller.signal.aborted) break;
            deps.log.warn({ err }, 'telegram getUpdates failed');
            await abortableDelay(5000, controller.signal);
          }
        }
      })();
      return async () => {
        controller.abort();
        await loop;
      };
    },
  };
}

export type TelegramUpdates = ReturnType<typeof createTelegramUpdates>;
