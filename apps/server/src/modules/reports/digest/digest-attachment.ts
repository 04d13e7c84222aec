import type { StoredAttachment } from '../../notifications/notification-outbox.ts';
import type { DigestDocument } from './digest.types.ts';

/** The digest's PDF; null while no renderer is wired in, and the e-mail then goes without it. */
async function renderPdf(_doc: DigestDocument): Promise<Buffer | null> {
  return null;
}

/** The digest's PDF as the e-mail's attachment, `digest-<week start>.pdf`; null without one. */
export async function digestPdf(doc: DigestDocument): Promise<StoredAttachment | null> {
  const pdf = await renderPdf(doc);
  if (pdf === null) return null;
  return {
    filename: `digest-${doc.week.start}.pdf`,
    contentType: 'application/pdf',
    base64: pdf.toString('base64'),
  };
}
