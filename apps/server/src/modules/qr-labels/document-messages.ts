import type { LabelSize } from '@canopy/shared/labels';
import type { LabelRow } from './qr-labels.repository.ts';

/** The documents the document process writes. */
export type DocumentKind = 'pdf' | 'xlsx';

/** What the server asks the document process to write. */
export interface DocumentRequest {
  kind: DocumentKind;
  title: string;
  /** The product's public address, which the labels' QR codes point into. */
  publicUrl: string;
  /** A PDF's label size (the default 3.5 x 2 in label when absent); the spreadsheet has none. */
  size?: LabelSize;
}

/** From the server to the document process, about one job. */
export type ToDocumentProcess =
  | ({ type: 'start'; job: number } & DocumentRequest)
  | { type: 'labels'; job: number; labels: LabelRow[]; last: boolean }
  | { type: 'pause' | 'resume' | 'cancel'; job: number };

/** From the document process back, about one job. */
export type FromDocumentProcess =
  | { type: 'more'; job: number }
  | { type: 'chunk'; job: number; chunk: Uint8Array }
  | { type: 'end'; job: number }
  | { type: 'error'; job: number; message: string };
