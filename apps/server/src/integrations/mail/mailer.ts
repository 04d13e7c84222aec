import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
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
  send(message: MailMessage): Promise<void>;
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
 * E-mail through an SMTP server with nodemailer. Short timeouts: a dead server fails a send in seconds,
 * never holding the outbox. Errors carry the server's reply but never the URL (it holds the password).
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
    async send(message) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      } catch (error) {
        const code = replyCode(error);
        const reason =
          code === null ? 'the mail server could not be reached' : `the mail server answered ${code}`;
        throw new MailError(`E-mail not sent: ${reason}`, code !== null && code >= 500);
      }
    },
    close: () => transport.close(),
  };
}
