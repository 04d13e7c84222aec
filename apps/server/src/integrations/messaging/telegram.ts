export interface TelegramOptions {
  botToken: string;
  apiUrl?: string;
  timeoutMs?: number;
}

/** A failed send; `retryAfterSeconds` is Telegram's 429 `parameters.retry_after`. */
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

export interface Messenger {
  sendMessage(chatId: string, text: string): Promise<void>;
}

/** Telegram Bot API sendMessage (reference section 5). The token sits in the URL, so URLs are never logged. */
export function createTelegramClient(options: TelegramOptions): Messenger {
  const base = (options.apiUrl ?? 'https://api.telegram.org').replace(/\/$/, '');
  return {
    async sendMessage(chatId, text) {
      let response: Response;
      try {
        response = await fetch(`${base}/bot${options.botToken}/sendMessage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // Plain text: nothing to escape, so a device name can never break the message.
          body: JSON.stringify({ chat_id: chatId, text: text.slice(0, 4096) }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch {
        throw new TelegramError('Telegram is unreachable', null);
      }
      const body = (await response.json().catch(() => null)) as {
        ok?: boolean;
        description?: string;
        parameters?: { retry_after?: number };
      } | null;
      if (response.ok && body?.ok) return;
      throw new TelegramError(
        body?.description ?? `Telegram error ${response.status}`,
        response.status,
        body?.parameters?.retry_after,
      );
    },
  };
}
