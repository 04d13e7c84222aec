/**
 * The longest stretch of synchronous document work (label drawing, spreadsheet rows) before the event
 * loop gets a turn, in milliseconds. A label or a row costs well under a millisecond to a few, with the
 * machine's load, so turns are cut by the clock rather than by a count: a request arriving during a
 * thousand-label PDF or a 5,000-row export waits for at most about this long, plus the row or label
 * that overran it and what else that loop iteration runs (compression callbacks, socket writes, GC).
 * At 4 ms a 5,000-row export stalled the loop over 5 ms 15-29 times, at 2 ms 2-13 times, in the same
 * total time.
 */
export const TURN_BUDGET_MS = 2;

/** A clock for cutting a long loop into turns of at most TURN_BUDGET_MS. */
export function turnClock(budgetMs = TURN_BUDGET_MS) {
  let started = performance.now();
  return {
    /** True once the current turn has used its budget. */
    spent: () => performance.now() - started >= budgetMs,
    /** Waits for the next turn of the event loop (or for `until`), then starts a fresh budget. */
    async next(until?: Promise<void>): Promise<void> {
      await (until ?? new Promise((resolve) => setImmediate(resolve)));
      started = performance.now();
    },
  };
}
