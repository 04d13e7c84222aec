import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { gramsIn } from '@canopy/shared/weights';
import type { YieldRow } from '@canopy/shared/schemas/yields';
import { currentLanguage } from '../../../i18n/i18n';
import { useSiteTimeZone } from '../../../lib/crop/api/get-site';
import { formatUnitValue } from '../../../lib/crop/weights';
import { useWeights } from '../../../lib/crop/use-weights';
import { formatDateTime } from '../../../lib/dates';

const HEIGHT = 240;
/** Room for the value labels at the start, the run codes above the points and the dates below. */
const MARGIN = { start: 56, end: 20, top: 28, bottom: 32 };
/** Before the first measurement, and in a test's document. */
const FALLBACK_WIDTH = 600;

/** The axis' top: a round number (1, 1.2, 1.5, 2 ... 10 times a power of ten) a tenth above the largest value. */
function roundTop(largest: number): number {
  if (largest <= 0) return 1;
  const wanted = largest * 1.1;
  const power = 10 ** Math.floor(Math.log10(wanted));
  return [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map((step) => step * power).find((top) => top >= wanted)!;
}

export interface StrainRunsChartProps {
  runs: readonly YieldRow[];
  /** The chart's accessible name: whose runs, in which unit. */
  label: string;
}

/**
 * Dry weight per plant of each run against its last harvest, the points joined by a line and labelled
 * with the run's code. A few dozen points at uneven dates: drawn as SVG, no chart chunk to load, its text
 * sized as the page's. Time runs left to right in every language, as on the device charts; the values are
 * written in the table beside it.
 */
export function StrainRunsChart({ runs, label }: StrainRunsChartProps): ReactNode {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { unit } = useWeights();
  const timeZone = useSiteTimeZone();
  const { ref, width: measured } = useElementSize();
  const width = measured || FALLBACK_WIDTH;
  const points = runs
    .flatMap((run) =>
      run.dryPerPlant === null
        ? []
        : [
            {
              key: run.key ?? '',
              code: run.label,
              at: Date.parse(run.lastHarvestAt),
              value: gramsIn(run.dryPerPlant, unit),
            },
          ],
    )
    .sort((a, b) => a.at - b.at);
  const plot = { width: width - MARGIN.start - MARGIN.end, height: HEIGHT - MARGIN.top - MARGIN.bottom };
  const first = points[0]?.at ?? 0;
  const span = (points.at(-1)?.at ?? 0) - first;
  const top = roundTop(Math.max(...points.map((point) => point.value), 0));
  const x = (at: number) => MARGIN.start + (span > 0 ? ((at - first) / span) * plot.width : plot.width / 2);
  const y = (value: number) => MARGIN.top + plot.height - (value / top) * plot.height;
  /** A code near either edge is written inward, so it stays inside the chart. */
  const anchor = (px: number) =>
    px < MARGIN.start + 40 ? 'start' : px > width - MARGIN.end - 40 ? 'end' : 'middle';
  const date = (at: number) => formatDateTime(at, language, { timeZone, dateOnly: true });
  const ends = points.length > 1 ? [points[0]!, points.at(-1)!] : points;
  return (
    <Box ref={ref} dir="ltr" style={{ overflow: 'hidden' }}>
      <svg width={width} height={HEIGHT} role="img" aria-label={label} style={{ display: 'block' }}>
        {[0, top / 2, top].map((value) => (
          <g key={value}>
            <line
              x1={MARGIN.start}
              x2={width - MARGIN.end}
              y1={y(value)}
              y2={y(value)}
              stroke="var(--mantine-color-default-border)"
            />
            <text
              x={MARGIN.start - 6}
              y={y(value)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={11}
              fill="var(--mantine-color-dimmed)"
            >
              {formatUnitValue(value, unit, language)}
            </text>
          </g>
        ))}
        <polyline
          points={points.map((point) => `${x(point.at)},${y(point.value)}`).join(' ')}
          fill="none"
          stroke="var(--mantine-color-green-7)"
          strokeWidth={2}
        />
        {points.map((point) => (
          <g key={point.key}>
            <circle cx={x(point.at)} cy={y(point.value)} r={4} fill="var(--mantine-color-green-7)" />
            <text
              x={x(point.at)}
              y={y(point.value) - 10}
              textAnchor={anchor(x(point.at))}
              fontSize={12}
              fill="var(--mantine-color-text)"
            >
              {point.code}
            </text>
          </g>
        ))}
        {ends.map((point) => (
          <text
            key={point.key}
            x={x(point.at)}
            y={HEIGHT - 10}
            textAnchor={anchor(x(point.at))}
            fontSize={11}
            fill="var(--mantine-color-dimmed)"
          >
            {date(point.at)}
          </text>
        ))}
      </svg>
    </Box>
  );
}
