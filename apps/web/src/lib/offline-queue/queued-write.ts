/** The writes that may wait on the phone for the network; the server accepts an Idempotency-Key on each. */
export const QUEUED_WRITE_KINDS = [
  'cuttingDiary',
  'strainDiary',
  'cuttingLog',
  'taskComment',
  'bugComment',
  'bug',
  'task',
  'plantLoss',
  'groupPhoto',
  'weighing',
  'taskChecklist',
  'roomFeed',
  'roomScouting',
] as const;
export type QueuedWriteKind = (typeof QUEUED_WRITE_KINDS)[number];

export interface FilePart {
  name: string;
  blob: Blob;
  fileName: string;
}

/** One HTTP call of a queued write, with the key that makes sending it twice harmless. */
export interface WriteRequest {
  path: string;
  /** POST (a new record) unless said: a checklist tick is a PATCH of its item. */
  method?: 'POST' | 'PATCH';
  key: string;
  /** A JSON body, or text fields of a multipart body when `files` is set. */
  body: Record<string, unknown>;
  files?: FilePart[];
}

/** A photo picked offline: uploaded first; its answer's publicId replaces `localId`. */
export interface HeldUpload {
  localId: string;
  blob: Blob;
  fileName: string;
  key: string;
  /**
   * Where it is uploaded, answered as `/api/upload` answers (`{url, publicId}`): `/upload` (staff) unless
   * said, `/scouting/photos` for anyone's scouting photos.
   */
  path?: string;
}

export interface QueuedWriteError {
  status: number;
  code: string;
  message: string;
}

export interface QueuedWrite {
  /** Assigned by IndexedDB in the order writes were made: the replay order. */
  id: number;
  /** Whose write it is: another user's items wait for them, never sent with someone else's token. */
  userId: string;
  kind: QueuedWriteKind;
  createdAt: number;
  /**
   * The body field holding the text the user wrote, offered for editing when the server refuses it; null
   * for a write without words of the user's (a weighing): a refused one can only be discarded.
   */
  textField: string | null;
  /** What the pending list shows of a write without words of the user's ("Wet: 1.5 lb"). */
  summary?: string;
  uploads: HeldUpload[];
  main: WriteRequest;
  /** Sent after `main`; `{id}` in its path becomes the `_id` main answered (a new bug's or task's photos). */
  follow?: WriteRequest;
  /** The query key prefix to refresh once sent. */
  invalidate: string;
  status: 'pending' | 'failed';
  error?: QueuedWriteError;
}

export type NewQueuedWrite = Omit<QueuedWrite, 'id' | 'status' | 'error' | 'createdAt'>;
/** A write as a feature describes it; the sender adds whose it is. */
export type QueuedWriteInput = Omit<NewQueuedWrite, 'userId'>;

export function textOf(write: QueuedWrite): string {
  if (write.textField === null) return write.summary ?? '';
  const value = write.main.body[write.textField];
  return typeof value === 'string' ? value : '';
}
