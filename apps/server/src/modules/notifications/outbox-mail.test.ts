import { describe, expect, it } from 'vitest';
import { mailOf } from './notification-outbox.ts';
import type { NotificationRow } from './notifications.repository.ts';
import { pendingNotificationRow } from '../../testing/notification-rows.ts';

const row = (fields: Partial<NotificationRow>): NotificationRow =>
  pendingNotificationRow({
    channel: 'email',
    recipient: 'grower@example.test',
    kind: 'digest',
    subject: 'Weekly digest',
    text: 'Runs: 1',
    created_at: '2026-03-02T06:00:00.000Z',
    ...fields,
  });

describe("an outbox e-mail's message", () => {
  it('is the text alone for a row without HTML or attachment', () => {
    expect(mailOf(row({}))).toEqual({ to: 'grower@example.test', subject: 'Weekly digest', text: 'Runs: 1' });
  });

  it("carries the row's HTML and its stored attachment as bytes", () => {
    const pdf = Buffer.from('%PDF-1.7 digest');
    const message = mailOf(
      row({
        html: '<p>Runs</p>',
        attachment: JSON.stringify({
          filename: 'digest-2026-02-23.pdf',
          contentType: 'application/pdf',
          base64: pdf.toString('base64'),
        }),
      }),
    );
    expect(message.html).toBe('<p>Runs</p>');
    expect(message.attachments).toEqual([
      { filename: 'digest-2026-02-23.pdf', contentType: 'application/pdf', content: pdf },
    ]);
  });
});
