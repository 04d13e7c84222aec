/** Epoch milliseconds in a bigint column: a string on PostgreSQL. */
type EpochMs = number | string;

/** Calls per caller and one-minute window, counted by every instance together (PostgreSQL only). */
export interface RateLimitCountsTable {
  /** `user:<id>` or `address:<ip>`. */
  key: string;
  window_start: EpochMs;
  count: number;
}
