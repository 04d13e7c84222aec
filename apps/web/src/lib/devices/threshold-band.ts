import type uPlot from 'uplot';
import type { ThresholdRange } from '@canopy/shared/thresholds';

/** A metric's limits by phase, as the controller reports them. */
export interface PhaseLimits {
  day: ThresholdRange;
  night: ThresholdRange;
}

const FILL = 'rgba(43, 138, 62, 0.09)';

/** Each run of points in one phase: from its first x to the next run's first x (Unix seconds). */
export function phaseRuns(
  x: readonly number[],
  phases: readonly (number | null)[],
  end: number,
): { from: number; to: number; phase: 'day' | 'night' | null }[] {
  const runs: { from: number; to: number; phase: 'day' | 'night' | null }[] = [];
  for (let i = 0; i < x.length; i += 1) {
    const value = phases[i];
    const phase = value === null || value === undefined ? null : value >= 0.5 ? 'day' : 'night';
    const last = runs.at(-1);
    if (last && last.phase === phase) continue;
    if (last) last.to = x[i]!;
    runs.push({ from: x[i]!, to: end, phase });
  }
  return runs;
}

/**
 * A uPlot plugin that shades, behind the line, the band between the limits of the phase each stretch of
 * the chart was in (day or night, from the day/night series): where the value should have stayed.
 */
export function thresholdBand(
  limits: PhaseLimits,
  x: readonly number[],
  phases: readonly (number | null)[],
): uPlot.Plugin {
  return {
    hooks: {
      drawClear: (chart) => {
        const { ctx, bbox } = chart;
        const [xMin = 0, xMax = 0] = [chart.scales.x?.min, chart.scales.x?.max];
        const [yMin = 0, yMax = 0] = [chart.scales.y?.min, chart.scales.y?.max];
        ctx.save();
        ctx.fillStyle = FILL;
        for (const run of phaseRuns(x, phases, xMax)) {
          if (!run.phase) continue;
          const { min, max } = limits[run.phase];
          if (min === null && max === null) continue;
          const from = Math.max(run.from, xMin);
          const to = Math.min(run.to, xMax);
          if (to <= from) continue;
          const left = chart.valToPos(from, 'x', true);
          const right = chart.valToPos(to, 'x', true);
          const top = chart.valToPos(Math.min(max ?? yMax, yMax), 'y', true);
          const bottom = chart.valToPos(Math.max(min ?? yMin, yMin), 'y', true);
          if (bottom <= top) continue;
          ctx.fillRect(
            left,
            Math.max(top, bbox.top),
            Math.max(right - left, 1),
            Math.min(bottom, bbox.top + bbox.height) - Math.max(top, bbox.top),
          );
        }
        ctx.restore();
      },
    },
  };
}
