import type { RunSummary } from '@canopy/shared/schemas/runs';

/** Active runs first, then the rest; newest start first within each. */
export function sortRuns<Item extends Pick<RunSummary, 'state' | 'startedAt'>>(
  runs: readonly Item[],
): Item[] {
  return [...runs].sort(
    (a, b) =>
      Number(b.state === 'active') - Number(a.state === 'active') || b.startedAt.localeCompare(a.startedAt),
  );
}
