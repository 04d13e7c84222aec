import type { StoredAttachment } from '../../notifications/notification-outbox.ts';
import type { DigestDocument } from './digest.types.ts';
import { renderDigestPdf } from './digest-pdf.ts';

/** The digest's PDF as the e-mail's attachment, `digest-<week start>.pdf`. */
export async function digestPdf(doc: DigestDocument): Promise<StoredAttachment> {
  const pdf = await renderDigestPdf(doc);
  return {
    filename: `digest-${doc.week.start}.pdf`,
    contentType: 'application/pdf',
    base64: pdf.toString('base64'),
  };
}
