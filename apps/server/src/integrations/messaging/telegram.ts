export interface TelegramOptions {
  botToken: string;
  apiUrl?: string;
  timeoutMs?: number;
}

/** A failed call; `status` is null when Telegram was not reached, `retryAfterSeconds` is 429's `retry_after`. */
export class TelegramError extends Error {
  override name = 'TelegramError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export interface TelegramSendOptions {
  /** Adds an inline keyboard with one button whose callback_data is `ack:<alertId>`. */
  acknowledge?: { alertId: string; label: string };
  /** Sends as a reply to this message of the same chat. */
  replyTo?: number;
  /** Aborts the call (the outbox's deadline for one send). */
  signal?: AbortSignal;
}

export interface TelegramUpdate {
  updateId: number;
  message?: { chatId: string; fromId: string; text: string; languageCode: string | null };
  callbackQuery?: {
    id: string;
    fromId: string;
    chatId: string | null;
    messageId: number | null;
    data: string;
  };
}

/** The Bot API calls Canopy makes. */
export interface TelegramBot {
  sendMessage(chatId: string, text: string, options?: TelegramSendOptions): Promise<{ messageId: number }>;
  /** Long polling: the updates after `offset`, or none after `timeoutSeconds`. */
  getUpdates(offset: number, timeoutSeconds: number, signal?: AbortSignal): Promise<TelegramUpdate[]>;
  answerCallbackQuery(callbackQueryId: string, text: string): Promise<void>;
  /** Removes a sent message's inline keyboard (once its alert was acknowledged). */
  clearButtons(chatId: string, messageId: number, signal?: AbortSignal): Promise<void>;
  setWebhook(url: string, secretToken: string): Promise<void>;
  getMe(): Promise<{ username: string }>;
}

const ACK_PREFIX = 'ack:';
/** Telegram's limit on callback_data. */
const CALLBACK_DATA_MAX_BYTES = 64;

export function ackCallbackData(alertId: string): string {
  const data = `${ACK_PREFIX}${alertId}`;
  if (Buffer.byteLength(data) > CALLBACK_DATA_MAX_BYTES)
    throw new Error('alert id too long for callback_data');
  return data;
}

export function alertIdFromCallback(data: string): string | null {
  return data.startsWith(ACK_PREFIX) && data.length > ACK_PREFIX.length
    ? data.slice(ACK_PREFIX.length)
    : null;
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
const id = (value: unknown): string | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : null;

/**
 * One update of the Bot API (from getUpdates or a webhook body); null for something that is not one. An
 * update of a kind Canopy ignores keeps only its id, so long polling still moves past it.
 */
export function parseTelegramUpdate(raw: unknown): TelegramUpdate | null {
  const update = obj(raw);
  const updateId = update?.update_id;
  if (!update || typeof updateId !== 'number') return null;
  const message = obj(update.message);
  const chatId = id(obj(message?.chat)?.id);
  if (message && chatId && typeof message.text === 'string') {
    const from = obj(message.from);
    return {
      updateId,
      message: {
        chatId,
        fromId: id(from?.id) ?? chatId,
        text: message.text,
        languageCode: typeof from?.language_code === 'string' ? from.language_code : null,
      },
    };
  }
  const callback = obj(update.callback_query);
  const callbackId = id(callback?.id);
  const fromId = id(obj(callback?.from)?.id);
  if (callback && callbackId && fromId && typeof callback.data === 'string') {
    const source = obj(callback.message);
    return {
      updateId,
      callbackQuery: {
        id: callbackId,
        fromId,
        chatId: id(obj(source?.chat)?.id),
        messageId: typeof source?.message_id === 'number' ? source.message_id : null,
        data: callback.data,
      },
    };
  }
  return { updateId };
}

/** Telegram Bot API over fetch. The token sits in the URL path, so no URL ever reaches an error or a log. */
export function createTelegramClient(options: TelegramOptions): TelegramBot {
  const base = (options.apiUrl ?? 'https://api.telegram.org').replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(
    method: string,
    body: Json,
    callTimeoutMs = timeoutMs,
    signal?: AbortSignal,
  ): Promise<T> {
    let response: Response;
    const timeout = AbortSignal.timeout(callTimeoutMs);
    try {
      response = await fetch(`${base}/bot${options.botToken}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch {
      throw new TelegramError('Telegram is unreachable', null);
    }
    const answer = (await response.json().catch(() => null)) as {
      ok?: boolean;
      result?: T;
      description?: string;
      parameters?: { retry_after?: number };
    } | null;
    if (response.ok && answer?.ok) return answer.result as T;
    throw new TelegramError(
      answer?.description ?? `Telegram error ${response.status}`,
      response.status,
      answer?.parameters?.retry_after,
    );
  }

  return {
    async sendMessage(chatId, text, send = {}) {
      const result = await call<{ message_id?: number }>(
        'sendMessage',
        {
          chat_id: chatId,
          // Plain text: nothing to escape, so a device name can never break the message.
          text: text.slice(0, 4096),
          ...(send.replyTo === undefined
            ? {}
            : { reply_parameters: { message_id: send.replyTo, allow_sending_without_reply: true } }),
          ...(send.acknowledge
            ? {
                reply_markup: {
                  inline_keyboard: [
                    [
                      {
                        text: send.acknowledge.label,
                        callback_data: ackCallbackData(send.acknowledge.alertId),
                      },
                    ],
                  ],
                },
              }
            : {}),
        },
        timeoutMs,
        send.signal,
      );
      return { messageId: result?.message_id ?? 0 };
    },
    async getUpdates(offset, timeoutSeconds, signal) {
      const raw = await call<unknown[]>(
        'getUpdates',
        { offset, timeout: timeoutSeconds, allowed_updates: ['message', 'callback_query'] },
        timeoutSeconds * 1000 + timeoutMs,
        signal,
      );
      return (Array.isArray(raw) ? raw : []).flatMap((item) => parseTelegramUpdate(item) ?? []);
    },
    async answerCallbackQuery(callbackQueryId, text) {
      await call('answerCallbackQuery', { callback_query_id: callbackQueryId, ...(text ? { text } : {}) });
    },
    async clearButtons(chatId, messageId, signal) {
      await call(
        'editMessageReplyMarkup',
        { chat_id: chatId, message_id: messageId, reply_markup: { inline_keyboard: [] } },
        timeoutMs,
        signal,
      );
    },
    async setWebhook(url, secretToken) {
      await call('setWebhook', {
        url,
        secret_token: secretToken,
        allowed_updates: ['message', 'callback_query'],
      });
    },
    async getMe() {
      const me = await call<{ username?: string }>('getMe', {});
      return { username: me?.username ?? '' };
    },
  };
}
