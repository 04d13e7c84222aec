import type { LabelSize } from '@canopy/shared/labels';
import { downloadAuthorized } from '../../../lib/download';

export { fileNameFromDisposition } from '../../../lib/download';

/**
 * The three binary label files (one cutting's PDF, every cutting's PDF, the Excel sheet), with the name to
 * use if the server gives none. A PDF has a label size (the server's 3.5 x 2 in when absent); the
 * all-labels PDF may be narrowed to chosen cuttings and/or those created from a moment on (today's new
 * cuttings, say).
 */
export type QrDownload =
  | { kind: 'pdf'; id: string; code: string; size?: LabelSize }
  | { kind: 'pdf-all'; size?: LabelSize; ids?: readonly string[]; createdFrom?: string }
  | { kind: 'excel-all' };

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The start of today on this device's clock, as the instant `createdFrom` takes ("created today"). */
export function startOfToday(now = new Date()): string {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return midnight.toISOString();
}

const today = (now: Date) => now.toISOString().slice(0, 10);

export function qrDownloadPath(download: QrDownload): string {
  switch (download.kind) {
    case 'pdf':
      return withQuery(`/api/qr/pdf/${encodeURIComponent(download.id)}`, { size: download.size });
    case 'pdf-all':
      return withQuery('/api/qr/pdf/all', {
        size: download.size,
        ids: download.ids?.join(','),
        createdFrom: download.createdFrom,
      });
    case 'excel-all':
      return '/api/qr/excel/all';
  }
}

/** Files are named after the cutting code, or the date for the whole collection. */
export function fallbackFileName(download: QrDownload, now = new Date()): string {
  switch (download.kind) {
    case 'pdf':
      return `cutting-${download.code.replace(/[^\p{L}\p{N}._-]+/gu, '_')}.pdf`;
    case 'pdf-all':
      return `cuttings-${today(now)}.pdf`;
    case 'excel-all':
      return `cuttings-${today(now)}.xlsx`;
  }
}

/**
 * Fetches a label file with the bearer token (a plain link could not send it) and saves it. Resolves to
 * the saved file name; rejects with an ApiError when the server refuses.
 */
export function downloadQrFile(download: QrDownload): Promise<string> {
  return downloadAuthorized(qrDownloadPath(download), fallbackFileName(download));
}
