import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMessage {
  chatId: string;
  text: string;
  at: number;
  messageId: number;
  /** The inline keyboard sent with it, or null. */
  replyMarkup: unknown;
  replyTo: number | null;
}

export interface FakeTelegram {
  url: string;
  /** Messages accepted, with the time each arrived. */
  sent: SentMessage[];
  answeredCallbacks: { id: string; text: string }[];
  clearedButtons: { chatId: string; messageId: number }[];
  webhook: { url: string; secret: string } | null;
  /** The next `count` sends answer 429 with this retry_after. */
  throttle(retryAfterSeconds: number, count?: number): void;
  /** The next `count` sends answer 500 Internal Server Error. */
  fail(count?: number): void;
  /** Sends to this chat (to every chat without one) are held open and never answered, until `resume`. */
  hang(chatId?: string): void;
  resume(): void;
  /** Sends held open by `hang` so far. */
  hung: number;
  /** A user writes to the bot; a waiting getUpdates answers at once. */
  pushMessage(fromId: string, text: string, languageCode?: string): void;
  /** A user presses an inline button. */
  pushCallback(fromId: string, data: string, messageId?: number): void;
  close(): Promise<void>;
}

type Body = Record<string, unknown>;

/** A stand-in for api.telegram.org in tests, with its JSON shapes and its long polling. */
export async function startFakeTelegram(
  botToken: string,
  username = 'canopy_test_bot',
): Promise<FakeTelegram> {
  const sent: SentMessage[] = [];
  const answeredCallbacks: FakeTelegram['answeredCallbacks'] = [];
  const clearedButtons: FakeTelegram['clearedButtons'] = [];
  const updates: Body[] = [];
  const waiting = new Set<() => void>();
  let nextUpdateId = 1;
  let throttled = 0;
  let retryAfter = 1;
  let failing = 0;
  let hanging: ((chatId: string) => boolean) | null = null;
  let hung = 0;
  let webhook: FakeTelegram['webhook'] = null;

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const ok = (res: ServerResponse, result: unknown) => reply(res, 200, { ok: true, result });
  const push = (update: Body) => {
    updates.push({ update_id: nextUpdateId++, ...update });
    for (const wake of waiting) wake();
  };

  function getUpdates(body: Body, res: ServerResponse) {
    if (webhook) {
      return reply(res, 409, {
        ok: false,
        error_code: 409,
        description: "Conflict: can't use getUpdates method while webhook is active",
      });
    }
    const offset = Number(body.offset ?? 0);
    const pending = () => updates.filter((u) => Number(u.update_id) >= offset);
    if (pending().length > 0) return ok(res, pending());
    const timer = setTimeout(answer, Math.min(Number(body.timeout ?? 0), 30) * 1000);
    function answer() {
      clearTimeout(timer);
      waiting.delete(answer);
      if (!res.writableEnded) ok(res, pending());
    }
    waiting.add(answer);
    // The response's close: the request's fires as soon as its body has been read.
    res.on('close', () => (clearTimeout(timer), waiting.delete(answer)));
  }

  function sendMessage(body: Body, res: ServerResponse) {
    if (hanging?.(String(body.chat_id))) {
      hung += 1;
      return; // no answer, the connection stays open
    }
    if (failing > 0) {
      failing -= 1;
      return reply(res, 500, { ok: false, error_code: 500, description: 'Internal Server Error' });
    }
    if (throttled > 0) {
      throttled -= 1;
      return reply(res, 429, {
        ok: false,
        error_code: 429,
        description: `Too Many Requests: retry after ${retryAfter}`,
        parameters: { retry_after: retryAfter },
      });
    }
    const replyTo = (body.reply_parameters as { message_id?: number } | undefined)?.message_id ?? null;
    const message: SentMessage = {
      chatId: String(body.chat_id),
      text: String(body.text),
      at: Date.now(),
      messageId: sent.length + 1,
      replyMarkup: body.reply_markup ?? null,
      replyTo,
    };
    sent.push(message);
    ok(res, { message_id: message.messageId, date: Math.floor(Date.now() / 1000), text: message.text });
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const prefix = `/bot${botToken}/`;
      if (!req.url?.startsWith(prefix))
        return reply(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const body = (raw ? JSON.parse(raw) : {}) as Body;
      switch (req.url.slice(prefix.length)) {
        case 'sendMessage':
          return sendMessage(body, res);
        case 'getUpdates':
          return getUpdates(body, res);
        case 'answerCallbackQuery':
          answeredCallbacks.push({ id: String(body.callback_query_id), text: String(body.text ?? '') });
          return ok(res, true);
        case 'editMessageReplyMarkup':
          clearedButtons.push({ chatId: String(body.chat_id), messageId: Number(body.message_id) });
          return ok(res, true);
        case 'setWebhook':
          webhook = { url: String(body.url), secret: String(body.secret_token) };
          return ok(res, true);
        case 'getMe':
          return ok(res, { id: 1, is_bot: true, first_name: 'Canopy', username });
        default:
          return reply(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    answeredCallbacks,
    clearedButtons,
    get webhook() {
      return webhook;
    },
    throttle(seconds, count = 1) {
      retryAfter = seconds;
      throttled = count;
    },
    fail(count = 1) {
      failing = count;
    },
    hang(chatId) {
      hanging = (chat) => chatId === undefined || chat === chatId;
    },
    resume() {
      hanging = null;
    },
    get hung() {
      return hung;
    },
    pushMessage(fromId, text, languageCode) {
      push({
        message: {
          message_id: nextUpdateId,
          chat: { id: Number(fromId), type: 'private' },
          from: { id: Number(fromId), is_bot: false, first_name: 'Grower', language_code: languageCode },
          text,
        },
      });
    },
    pushCallback(fromId, data, messageId = 1) {
      push({
        callback_query: {
          id: `cb-${nextUpdateId}`,
          from: { id: Number(fromId), is_bot: false, first_name: 'Grower' },
          message: { message_id: messageId, chat: { id: Number(fromId), type: 'private' } },
          data,
        },
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const wake of waiting) wake();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
