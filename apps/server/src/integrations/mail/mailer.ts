import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML body beside the text (the weekly digest's). */
  html?: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A failed send; `permanent` when the server refused the message itself (5xx), so retrying cannot help. */
export class MailError extends Error {
  override name = 'MailError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface Mailer {
  /** Sends one message; `signal` aborts it, closing the connection whatever the server is doing. */
  send(message: MailMessage, signal?: AbortSignal): Promise<void>;
  close(): void;
}

export interface SmtpMailerOptions {
  /** `SMTP_URL`: smtp://user:pass@host:587 or smtps://host:465. */
  url: string;
  /** `MAIL_FROM`: an address or `Name <address>`. */
  from: string;
  timeoutMs?: number;
}

/** The SMTP reply code of a nodemailer failure, when the server gave one. */
function replyCode(error: unknown): number | null {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : null;
}

/**
 * E-mail through an SMTP server with nodemailer, one connection per message. Its timeouts are for
 * silence only (a server that trickles bytes never trips them), so the caller bounds a send with the
 * signal. Errors carry the server's reply but never the URL (it holds the password).
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(message, signal) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
          signal,
        });
      } catch (error) {
        if (signal?.aborted) throw new MailError('E-mail not sent: the send was aborted', false);
        const code = replyCode(error);
        const reason =
          code === null ? 'the mail server could not be reached' : `the mail server answered ${code}`;
        throw new MailError(`E-mail not sent: ${reason}`, code !== null && code >= 500);
      }
    },
    close: () => transport.close(),
  };
}
