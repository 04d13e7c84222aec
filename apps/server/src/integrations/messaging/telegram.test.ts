import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '../../testing/fake-telegram.ts';
import {
  ackCallbackData,
  alertIdFromCallback,
  createTelegramClient,
  parseTelegramUpdate,
  TelegramError,
  type TelegramBot,
} from './telegram.ts';

const TOKEN = '123456:SECRET-token-value';

describe('the Telegram client', () => {
  let telegram: FakeTelegram;
  let bot: TelegramBot;
  beforeEach(async () => {
    telegram = await startFakeTelegram(TOKEN);
    bot = createTelegramClient({ botToken: TOKEN, apiUrl: telegram.url, timeoutMs: 2000 });
  });
  afterEach(() => telegram.close());

  it('sends plain text with the Acknowledge button and as a reply, and answers the message id', async () => {
    const sent = await bot.sendMessage('42', 'Too hot', {
      acknowledge: { alertId: 'alert-1', label: 'Acknowledge' },
      replyTo: 7,
    });
    expect(sent.messageId).toBe(1);
    expect(telegram.sent[0]).toMatchObject({
      chatId: '42',
      text: 'Too hot',
      replyTo: 7,
      replyMarkup: { inline_keyboard: [[{ text: 'Acknowledge', callback_data: 'ack:alert-1' }]] },
    });
    await bot.sendMessage('42', 'x'.repeat(5000));
    expect(telegram.sent[1]).toMatchObject({ replyMarkup: null, replyTo: null });
    expect(telegram.sent[1]!.text).toHaveLength(4096);
  });

  it('reports 429 with retry_after, 500 with its status, and never the token', async () => {
    telegram.throttle(35);
    const throttled = await bot.sendMessage('42', 'a').catch((error: unknown) => error);
    expect(throttled).toBeInstanceOf(TelegramError);
    expect(throttled).toMatchObject({ status: 429, retryAfterSeconds: 35 });
    telegram.fail();
    const failed = await bot.sendMessage('42', 'a').catch((error: unknown) => error);
    expect(failed).toMatchObject({ status: 500 });
    expect(String((failed as Error).message)).not.toContain(TOKEN);
    const wrongToken = createTelegramClient({ botToken: '1:other', apiUrl: telegram.url });
    const refused = await wrongToken.getMe().catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 401 });
    expect(String((refused as Error).message)).not.toContain('1:other');
  });

  it('reports an unreachable Telegram with no status', async () => {
    const away = createTelegramClient({ botToken: TOKEN, apiUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    await expect(away.sendMessage('42', 'a')).rejects.toMatchObject({ status: null });
  });

  it('long-polls getUpdates from the offset and wakes at the first update', async () => {
    const polled = bot.getUpdates(0, 20);
    setTimeout(() => telegram.pushCallback('42', ackCallbackData('alert-9'), 3), 50);
    const started = Date.now();
    const updates = await polled;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(updates).toEqual([
      {
        updateId: 1,
        callbackQuery: { id: 'cb-1', fromId: '42', chatId: '42', messageId: 3, data: 'ack:alert-9' },
      },
    ]);
    telegram.pushMessage('43', '/start ABCD1234', 'he');
    expect(await bot.getUpdates(2, 0)).toEqual([
      { updateId: 2, message: { chatId: '43', fromId: '43', text: '/start ABCD1234', languageCode: 'he' } },
    ]);
    await bot.answerCallbackQuery('cb-1', 'Done');
    await bot.clearButtons('42', 3);
    expect(telegram.answeredCallbacks).toEqual([{ id: 'cb-1', text: 'Done' }]);
    expect(telegram.clearedButtons).toEqual([{ chatId: '42', messageId: 3 }]);
  });

  it('is refused getUpdates (409) while a webhook is set', async () => {
    await bot.setWebhook('https://grow.example.test/api/webhooks/telegram', 'secret_1');
    expect(telegram.webhook).toEqual({
      url: 'https://grow.example.test/api/webhooks/telegram',
      secret: 'secret_1',
    });
    await expect(bot.getUpdates(0, 0)).rejects.toMatchObject({ status: 409 });
    expect((await bot.getMe()).username).toBe('canopy_test_bot');
  });
});

describe('Telegram updates and callback data', () => {
  it('parses a message, a callback query, and keeps only the id of another kind', () => {
    expect(
      parseTelegramUpdate({
        update_id: 5,
        message: { message_id: 1, chat: { id: -100 }, from: { id: 7, language_code: 'ru' }, text: 'hi' },
      }),
    ).toEqual({ updateId: 5, message: { chatId: '-100', fromId: '7', text: 'hi', languageCode: 'ru' } });
    expect(parseTelegramUpdate({ update_id: 6, edited_message: {} })).toEqual({ updateId: 6 });
    expect(parseTelegramUpdate({ message: {} })).toBeNull();
    expect(parseTelegramUpdate('nope')).toBeNull();
  });

  it('round-trips the Acknowledge data and keeps it within 64 bytes', () => {
    const id = '0194f6a0-1234-7abc-8def-0123456789ab';
    expect(alertIdFromCallback(ackCallbackData(id))).toBe(id);
    expect(alertIdFromCallback('other:1')).toBeNull();
    expect(alertIdFromCallback('ack:')).toBeNull();
    expect(() => ackCallbackData('x'.repeat(61))).toThrow();
  });
});
