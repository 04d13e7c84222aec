import type { DigestMessage } from '../../notifications/digest-delivery.ts';
import type { DigestDocument } from './digest.types.ts';
import { digestPdf } from './digest-attachment.ts';
import { renderDigestHtml } from './digest-html.ts';
import { renderDigestTelegram, renderDigestText } from './digest-telegram.ts';
import { digestView } from './digest-view.ts';

/** The digest written for its channels: the e-mail (text, HTML and PDF) and the Telegram summary. */
export async function digestMessage(doc: DigestDocument, publicUrl: string): Promise<DigestMessage> {
  return {
    subject: digestView(doc).subject.replace(/[\u2066-\u2069]/g, ''),
    emailText: renderDigestText(doc, publicUrl),
    html: renderDigestHtml(doc, publicUrl),
    attachment: await digestPdf(doc),
    telegram: renderDigestTelegram(doc, publicUrl),
  };
}
