import type { LabelRow } from './qr-labels.repository.ts';

/** The documents the document process writes. */
export type DocumentKind = 'pdf' | 'xlsx';

/** A label with its cutting's address, worked out by the server, which knows the public URL. */
export type AddressedLabel = LabelRow & { url: string };

/** From the server to the document process, about one job. */
export type ToDocumentProcess =
  | { type: 'start'; job: number; kind: DocumentKind; title: string }
  | { type: 'labels'; job: number; labels: AddressedLabel[]; last: boolean }
  | { type: 'pause' | 'resume' | 'cancel'; job: number };

/** From the document process back, about one job. */
export type FromDocumentProcess =
  | { type: 'more'; job: number }
  | { type: 'chunk'; job: number; chunk: Uint8Array }
  | { type: 'end'; job: number }
  | { type: 'error'; job: number; message: string };
