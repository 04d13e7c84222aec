import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StoredAttachment } from './notification-outbox.ts';
import type { PersonalMessagesDeps } from './personal-messages.ts';
import { planPersonalDeliveries } from './recipients.ts';
import { newNotification } from './new-notification.ts';

/** A digest's two forms: an e-mail (text, HTML, the PDF when there is one) and a Telegram summary. */
export interface DigestMessage {
  subject: string;
  emailText: string;
  html: string;
  attachment: StoredAttachment | null;
  telegram: string;
}

export type DigestChannel = 'email' | 'telegram';

/**
 * Queues one person's digest in the outbox, in the caller's transaction: by e-mail and to their linked
 * Telegram chat, where they turned those channels on and this server has them (never Web Push: a digest
 * is too long for a notification). Quiet hours delay it to their end, as every personal message. Returns
 * the channels it was queued on; none means nothing could reach them.
 */
export async function queueDigest(
  deps: Omit<PersonalMessagesDeps, 'pushSubscriptions'>,
  executor: Kysely<Database>,
  input: { userId: string; kind: 'digest' | 'digest_preview'; message: DigestMessage; nowMs: number },
): Promise<DigestChannel[]> {
  const { userId, message, nowMs } = input;
  const plans = planPersonalDeliveries({
    userIds: [userId],
    recipients: (await deps.settings.recipients(executor)).filter((row) => row.user_id === userId),
    available: { ...deps.available, push: false },
    nowMs,
  });
  const rows = plans.map((plan) => {
    const email = plan.channel === 'email';
    return newNotification(
      {
        alert_id: null,
        user_id: userId,
        channel: plan.channel,
        recipient: plan.recipient,
        kind: input.kind,
        severity: null,
        language: plan.language,
        subject: message.subject,
        text: email ? message.emailText : message.telegram,
        html: email ? message.html : null,
        attachment: email && message.attachment ? JSON.stringify(message.attachment) : null,
        next_attempt_ms: plan.notBeforeMs,
      },
      nowMs,
    );
  });
  await deps.notifications.insert(executor, rows);
  return [...new Set(plans.map((plan) => plan.channel as DigestChannel))];
}
