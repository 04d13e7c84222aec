/** Live events too large for a NOTIFY payload, kept briefly so other instances can read them by id. */
export interface LiveEventsTable {
  id: string;
  /** A JSON array of live events. */
  payload: string;
  /** Epoch milliseconds in a bigint column: a string on PostgreSQL. */
  created_ms: number | string;
}
