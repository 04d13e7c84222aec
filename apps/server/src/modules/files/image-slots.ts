import { availableParallelism } from 'node:os';

/** Runs at most `size` tasks at once; the others wait their turn in arrival order. */
export function createSlots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else free += 1;
      }
    },
  };
}

/**
 * Image work (decode, resize, encode) runs on libuv's worker threads, four by default, one libvips
 * thread per pipeline. A burst of uploads can keep all four busy, on a small server more runnable
 * threads than cores, and the event loop's thread then waits its turn for a core between every
 * request. One core fewer than the machine has, at least one, is left to image work, so a core stays
 * free for the event loop; uploads in a burst wait for a slot instead, and at most that many decoded
 * images are in memory at once. The work runs in the image process (image-process.ts) at the lowest
 * priority; the slots bound its memory and leave the server's requests a core of their own.
 */
export const imageSlots = createSlots(Math.max(1, availableParallelism() - 1));
