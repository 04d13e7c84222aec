// What the chart harness pages time a draw with: the longest task seen since the last reset, and the
// moment the charts are painted.

if (!PerformanceObserver.supportedEntryTypes.includes('longtask')) throw new Error('No longtask timing');
let longest = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
}).observe({ type: 'longtask', buffered: true });

/** The longest task (ms) since the last `resetLongestTask`. */
export const longestTask = (): number => longest;
export function resetLongestTask(): void {
  longest = 0;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

/**
 * Resolves at the first animation frame after the first painted frame that holds `count` uPlot canvases.
 * The count is read in animation-frame callbacks only: a frame's callbacks run before its paint, so the
 * frame that first sees the canvases paints them and the next callback comes after that paint. Raw uPlot
 * builds its charts before the first frame and resolves at the second, as before; ours resolves one frame
 * after the frame its (asynchronous) React commit lands in. An earlier version checked the count before
 * the first frame too and then waited two more frames, which timed ours to the second paint with the
 * charts and raw uPlot to the first: one whole frame more for ours whatever the charts cost.
 */
export async function drawn(host: HTMLElement, count: number): Promise<void> {
  do await frame();
  while (host.querySelectorAll('.uplot canvas').length < count);
  await frame();
}
