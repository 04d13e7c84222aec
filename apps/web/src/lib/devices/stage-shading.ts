import type uPlot from 'uplot';
import type { Stage } from '@canopy/shared/crop';

/** A stretch of time a group spent in one stage, as a chart shades it: epoch ms and its words. */
export interface ShadedStage {
  stage: Stage;
  from: number;
  to: number;
  /** What the band says at its top, from the catalogs ("Flower · Room A"). */
  label: string;
}

/**
 * Each stage's fill: a hue of its own, light enough that the line, the alert shading and the marks stay
 * readable over it on a light or a dark background.
 */
export const STAGE_FILLS: Record<Stage, string> = {
  propagation: 'rgba(18, 184, 134, 0.10)',
  veg: 'rgba(64, 192, 87, 0.10)',
  flower: 'rgba(190, 75, 219, 0.10)',
  dry: 'rgba(253, 126, 20, 0.10)',
  cure: 'rgba(250, 176, 5, 0.12)',
  done: 'rgba(134, 142, 150, 0.10)',
  lost: 'rgba(250, 82, 82, 0.10)',
};

const FONT_PX = 11;
const PAD_PX = 4;

/** `text` cut with an ellipsis to fit `width` canvas pixels, or '' when not even one letter fits. */
export function fitted(
  ctx: { measureText(text: string): { width: number } },
  text: string,
  width: number,
): string {
  if (ctx.measureText(text).width <= width) return text;
  for (let end = text.length - 1; end > 0; end -= 1) {
    const cut = `${text.slice(0, end).trimEnd()}…`;
    if (ctx.measureText(cut).width <= width) return cut;
  }
  return '';
}

/**
 * A uPlot plugin that shades each stage band behind the line, in its stage's fill, and writes its label
 * at its top where it fits. `direction` is the page's, so a Hebrew label reads right to left inside its band
 * while the time axis stays left to right; the text takes the chart's own colour (light or dark theme).
 */
export function stageShading(bands: readonly ShadedStage[], direction: 'ltr' | 'rtl' = 'ltr'): uPlot.Plugin {
  const visible = (chart: uPlot) => {
    const [min = 0, max = 0] = [chart.scales.x?.min, chart.scales.x?.max];
    return bands.flatMap((band) => {
      const from = Math.max(band.from / 1000, min);
      const to = Math.min(band.to / 1000, max);
      if (to <= from) return [];
      return [{ band, left: chart.valToPos(from, 'x', true), right: chart.valToPos(to, 'x', true) }];
    });
  };
  return {
    hooks: {
      drawClear: (chart) => {
        const { ctx, bbox } = chart;
        ctx.save();
        for (const { band, left, right } of visible(chart)) {
          ctx.fillStyle = STAGE_FILLS[band.stage];
          ctx.fillRect(left, bbox.top, Math.max(right - left, 1), bbox.height);
        }
        ctx.restore();
      },
      draw: (chart) => {
        const { ctx, bbox } = chart;
        const ratio = globalThis.devicePixelRatio || 1;
        const pad = PAD_PX * ratio;
        ctx.save();
        ctx.font = `${FONT_PX * ratio}px sans-serif`;
        ctx.textBaseline = 'top';
        ctx.direction = direction;
        ctx.textAlign = direction === 'rtl' ? 'right' : 'left';
        ctx.fillStyle = getComputedStyle(chart.root).color;
        for (const { band, left, right } of visible(chart)) {
          const text = fitted(ctx, band.label, right - left - 2 * pad);
          if (!text) continue;
          ctx.fillText(text, direction === 'rtl' ? right - pad : left + pad, bbox.top + pad);
        }
        ctx.restore();
      },
    },
  };
}
