import type uPlot from 'uplot';

/** A stretch of time an alert was open, as the page composing the device page hands it over. */
export interface AlertSpan {
  /** Epoch ms. */
  from: number;
  /** Epoch ms; null while the alert is still open. */
  to: number | null;
  severity: 'warning' | 'critical';
  /** The metric it is about; null for alerts about the whole device (no data, power). */
  metric: string | null;
}

/** The translucent fill of each severity: light enough that the line stays readable over it. */
export const SPAN_FILL: Record<AlertSpan['severity'], string> = {
  warning: 'rgba(232, 89, 12, 0.14)',
  critical: 'rgba(201, 42, 42, 0.18)',
};

/** The spans a metric's chart shades: its own alerts and those about the whole device. */
export const spansOf = (spans: readonly AlertSpan[], metric: string): AlertSpan[] =>
  spans.filter((span) => span.metric === null || span.metric === metric);

/** A uPlot plugin that shades each span behind the line, clipped to the plot. */
export function alertShading(spans: readonly AlertSpan[]): uPlot.Plugin {
  return {
    hooks: {
      drawClear: (chart) => {
        const { ctx, bbox } = chart;
        const [min = 0, max = 0] = [chart.scales.x?.min, chart.scales.x?.max];
        for (const span of spans) {
          const from = Math.max(span.from / 1000, min);
          const to = Math.min(span.to === null ? max : span.to / 1000, max);
          if (to <= from) continue;
          const left = chart.valToPos(from, 'x', true);
          const right = chart.valToPos(to, 'x', true);
          ctx.fillStyle = SPAN_FILL[span.severity];
          ctx.fillRect(left, bbox.top, Math.max(right - left, 1), bbox.height);
        }
      },
    },
  };
}
