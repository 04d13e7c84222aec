import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ClimateSeriesMetric } from '@canopy/shared/schemas/history';
import type { RunClimateMark, RunClimatePoint } from '@canopy/shared/schemas/run-climate';
import { UplotChart } from '../../../components/devices/uplot-chart';
import { timeMarkers } from '../../../lib/devices/annotation-markers';
import { stageShading, type ShadedStage } from '../../../lib/devices/stage-shading';
import { MARK_COLORS } from '../lib/climate-marks';
import { CLIMATE_METRICS } from '../lib/climate-metrics';

export interface RunClimateChartProps {
  points: readonly RunClimatePoint[];
  metric: ClimateSeriesMetric;
  /** The run's span in Unix seconds. */
  window: [number, number];
  bands: readonly ShadedStage[];
  marks: readonly RunClimateMark[];
  direction: 'ltr' | 'rtl';
  onPickMark: (mark: RunClimateMark) => void;
  onHoverMark: (mark: RunClimateMark | null) => void;
}

const colorOf = (mark: RunClimateMark) => MARK_COLORS[mark.kind];

/**
 * One value of the room climate over the run, on the device charts' uPlot line: the stage bands shaded and
 * labelled behind it, the marks on its time axis. Loaded only with something to draw (uPlot is a chunk).
 */
export function RunClimateChart({
  points,
  metric,
  window,
  bands,
  marks,
  direction,
  onPickMark,
  onHoverMark,
}: RunClimateChartProps): ReactNode {
  const { t } = useTranslation();
  const x = useMemo(() => points.map((p) => p.ts / 1000), [points]);
  const y = useMemo(() => points.map((p) => p[metric]), [points, metric]);
  const plugins = useMemo(
    () => [
      stageShading(bands, direction),
      timeMarkers(marks, colorOf, { onPick: onPickMark, onHover: onHoverMark }),
    ],
    [bands, direction, marks, onPickMark, onHoverMark],
  );
  return (
    <UplotChart
      title={t(CLIMATE_METRICS[metric].titleKey)}
      timeLabel={t('devices.chart.time')}
      x={x}
      y={y}
      color={CLIMATE_METRICS[metric].color}
      window={window}
      plugins={plugins}
    />
  );
}
