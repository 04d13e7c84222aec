/**
 * The longest stretch of synchronous document work (label drawing, spreadsheet rows) before the event
 * loop gets a turn, in milliseconds. A label or a row costs well under a millisecond to a few, with the
 * machine's load, so turns are cut by the clock rather than by a count: a request arriving during a
 * thousand-label PDF or a 5,000-row export waits for at most about this long.
 */
export const TURN_BUDGET_MS = 4;

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
