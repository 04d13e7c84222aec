const BUDGET_MS = Number(process.env.BENCH_TIME_BUDGET_MS ?? 400);

/**
 * Median milliseconds of one call: a few untimed warm-up calls, then calls until both `minRepeat`
 * calls and the time budget are spent (short operations get many samples, long ones at least ten).
 */
export async function timeMs(run: () => unknown, minRepeat = 10, warmup = 3): Promise<number> {
  for (let i = 0; i < warmup; i += 1) await run();
  const times: number[] = [];
  const until = performance.now() + BUDGET_MS;
  while (times.length < minRepeat || performance.now() < until) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1]!;
}
