/** Epoch milliseconds in a bigint column: a string on PostgreSQL. */
type EpochMs = number | string;

/** A note pinned on a device's charts at a moment. */
export interface DeviceNotesTable {
  id: string;
  device_id: string;
  ts: EpochMs;
  text: string;
  /** Always the caller's, taken from the token. */
  author_id: string;
  /** Kept as written, so the note still names its author after the account is gone. */
  author_email: string;
  created_at: string;
}
