import type { LabelRow } from './qr-labels.repository.ts';

/** The documents the document thread writes. */
export type DocumentKind = 'pdf' | 'xlsx';

/** A label with its cutting's address, worked out on the main thread, which knows the public URL. */
export type AddressedLabel = LabelRow & { url: string };

/** From the main thread to the document thread, about one job. */
export type ToDocumentThread =
  | { type: 'start'; job: number; kind: DocumentKind; title: string }
  | { type: 'labels'; job: number; labels: AddressedLabel[]; last: boolean }
  | { type: 'pause' | 'resume' | 'cancel'; job: number };

/** From the document thread back, about one job. */
export type FromDocumentThread =
  | { type: 'more'; job: number }
  | { type: 'chunk'; job: number; chunk: Uint8Array }
  | { type: 'end'; job: number }
  | { type: 'error'; job: number; message: string };
