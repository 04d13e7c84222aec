const DAY_MS = 86_400_000;

/** The last `days` days to now, as the preview replays them (epoch milliseconds). */
export function previewWindow(days: number, now = Date.now()): { from: number; to: number } {
  return { from: now - days * DAY_MS, to: now };
}
