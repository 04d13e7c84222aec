import { setImmediate as eventLoopTurn } from 'node:timers/promises';

const BUDGET_MS = Number(process.env.BENCH_TIME_BUDGET_MS ?? 400);

/**
 * One call, timed, then an untimed turn of the event loop, as a server takes between requests. A loop
 * of awaited calls that settle without I/O (app.inject, better-sqlite3) never reaches the event loop,
 * so what each request leaves for it to release piles up and slows every later round
 *.
 */
async function timedCall(run: () => unknown): Promise<number> {
  const started = performance.now();
  await run();
  const elapsed = performance.now() - started;
  await eventLoopTurn();
  return elapsed;
}

/**
 * Median milliseconds of one call: a few untimed warm-up calls, then calls until both `minRepeat`
 * calls and the time budget are spent (short operations get many samples, long ones at least ten).
 */
export async function timeMs(run: () => unknown, minRepeat = 10, warmup = 3): Promise<number> {
  for (let i = 0; i < warmup; i += 1) await run();
  const times: number[] = [];
  const until = performance.now() + BUDGET_MS;
  while (times.length < minRepeat || performance.now() < until) times.push(await timedCall(run));
  times.sort((a, b) => a - b);
  return times[times.length >> 1]!;
}

/**
 * Median milliseconds of one call of each of two operations, called in turn (the one going first
 * alternating) within the same time budget: a slow patch of a shared machine lands on both sides
 * alike, where two windows measured one after the other would each see a different patch.
 */
export async function timePairMs(
  first: () => unknown,
  second: () => unknown,
  minRepeat = 10,
  warmup = 3,
): Promise<{ first: number; second: number }> {
  for (let i = 0; i < warmup; i += 1) {
    await first();
    await second();
  }
  const times = { first: [] as number[], second: [] as number[] };
  const timed = async (run: () => unknown, into: number[]) => into.push(await timedCall(run));
  const until = performance.now() + 2 * BUDGET_MS;
  for (let i = 0; i < minRepeat || performance.now() < until; i += 1) {
    if (i % 2 === 0) {
      await timed(first, times.first);
      await timed(second, times.second);
    } else {
      await timed(second, times.second);
      await timed(first, times.first);
    }
  }
  const medianOf = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
  return { first: medianOf(times.first), second: medianOf(times.second) };
}
