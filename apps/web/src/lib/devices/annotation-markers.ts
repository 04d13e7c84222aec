import type uPlot from 'uplot';
import type { Annotation, AnnotationKind } from '@canopy/shared/schemas/annotations';

/** What a mark needs: its moment (epoch ms) and its kind, which picks its colour. */
export type Marked = Pick<Annotation, 'ts' | 'kind'>;

/** Anything marked on a time axis: its moment, epoch ms. */
export type Timed = Pick<Annotation, 'ts'>;

/** Each kind's colour on the charts: shade 7 of its badge colour, readable over the alert shading. */
export const ANNOTATION_COLORS: Record<AnnotationKind, string> = {
  command: '#1c7ed6',
  flash: '#7048e8',
  alert: '#f03e3e',
  note: '#0ca678',
  diary: '#f76707',
  log: '#ae3ec9',
  stage: '#74b816',
};

/** Each kind's Mantine colour, for its badge in the list: the same hue as its mark. */
export const ANNOTATION_BADGE_COLORS: Record<AnnotationKind, string> = {
  command: 'blue',
  flash: 'violet',
  alert: 'red',
  note: 'teal',
  diary: 'orange',
  log: 'grape',
  stage: 'lime',
};

/** The dot's radius, in CSS pixels. */
const DOT_RADIUS = 3.5;
/**
 * How near a pick must land to a mark, in CSS pixels: a mouse is precise; a fingertip covers about 44 px
 * (the touch target size platform guidelines ask for), so a tap takes a mark up to 22 px away.
 */
export const PICK_DISTANCE = { mouse: 6, touch: 22 } as const;

const pixelRatio = () => globalThis.devicePixelRatio || 1;

/** The marks inside the chart's x window (Unix seconds), each with its x in canvas pixels. */
export function markerPositions<T extends Timed>(
  annotations: readonly T[],
  chart: uPlot,
): { annotation: T; x: number }[] {
  const [min = 0, max = 0] = [chart.scales.x?.min, chart.scales.x?.max];
  return annotations
    .filter((annotation) => annotation.ts / 1000 >= min && annotation.ts / 1000 <= max)
    .map((annotation) => ({ annotation, x: chart.valToPos(annotation.ts / 1000, 'x', true) }));
}

/**
 * The mark nearest to `left` (CSS pixels from the plot's left edge, as uPlot's cursor reports it) within
 * `within` pixels, or null.
 */
export function annotationNear<T extends Timed>(
  annotations: readonly T[],
  chart: uPlot,
  left: number,
  within: number = PICK_DISTANCE.mouse,
): T | null {
  const [min = 0, max = 0] = [chart.scales.x?.min, chart.scales.x?.max];
  let best: T | null = null;
  let bestDistance = within;
  for (const annotation of annotations) {
    const seconds = annotation.ts / 1000;
    if (seconds < min || seconds > max) continue;
    const distance = Math.abs(chart.valToPos(seconds, 'x') - left);
    if (distance <= bestDistance) {
      best = annotation;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * A uPlot plugin that marks each annotation at its time: a thin vertical line over the plot and a small dot
 * in its kind's colour on the x axis. With `onPick`, a click or tap on or next to a mark hands that annotation over
 * (the page shows it, or scrolls its list to it); the list stays the way to reach them by keyboard.
 */
export function annotationMarkers<T extends Marked>(
  annotations: readonly T[],
  onPick?: (annotation: T) => void,
): uPlot.Plugin {
  return timeMarkers(annotations, (annotation) => ANNOTATION_COLORS[annotation.kind], { onPick });
}

/**
 * The same marks for any records on a time axis (a run's stage events and losses among them), each in the
 * colour `colorOf` gives it. `onHover` hears the mark the pointer is over, and null once it leaves it.
 * With `lane`, a mark is its dot alone, in the row of dots `lane` gives it (0 on the x axis, 1 above it,
 * ...): many marks of several records (runs compared by day) stay apart without hiding the lines.
 */
export function timeMarkers<T extends Timed>(
  annotations: readonly T[],
  colorOf: (annotation: T) => string,
  {
    onPick,
    onHover,
    lane,
  }: {
    onPick?: ((annotation: T) => void) | undefined;
    onHover?: (annotation: T | null) => void;
    lane?: (annotation: T) => number;
  },
): uPlot.Plugin {
  let hovered: T | null = null;
  return {
    hooks: {
      ...(onHover && {
        setCursor: (chart: uPlot) => {
          const left = chart.cursor.left;
          const near = left === undefined || left < 0 ? null : annotationNear(annotations, chart, left);
          if (near === hovered) return;
          hovered = near;
          onHover(near);
        },
      }),
      ...(onPick && {
        init: (chart: uPlot) => {
          // A tap arrives as a click too; the pointer that pressed says how wide a reach it deserves.
          let within: number = PICK_DISTANCE.mouse;
          chart.over.addEventListener('pointerdown', (event) => {
            within = event.pointerType === 'mouse' ? PICK_DISTANCE.mouse : PICK_DISTANCE.touch;
          });
          chart.over.addEventListener('click', () => {
            const left = chart.cursor.left;
            if (left === undefined || left < 0) return;
            const picked = annotationNear(annotations, chart, left, within);
            if (picked) onPick(picked);
          });
        },
      }),
      draw: (chart: uPlot) => {
        const { ctx, bbox } = chart;
        const ratio = pixelRatio();
        const radius = DOT_RADIUS * ratio;
        const bottom = bbox.top + bbox.height;
        ctx.save();
        ctx.lineWidth = ratio;
        for (const { annotation, x } of markerPositions(annotations, chart)) {
          const color = colorOf(annotation);
          // On a pixel's middle, so a one-pixel line stays one pixel wide.
          const at = Math.round(x) + 0.5;
          if (!lane) {
            ctx.globalAlpha = 0.55;
            ctx.strokeStyle = color;
            ctx.beginPath();
            ctx.moveTo(at, bbox.top);
            ctx.lineTo(at, bottom);
            ctx.stroke();
            ctx.globalAlpha = 1;
          }
          ctx.fillStyle = color;
          ctx.beginPath();
          ctx.arc(at, bottom - radius * (1 + 2.5 * (lane?.(annotation) ?? 0)), radius, 0, 2 * Math.PI);
          ctx.fill();
        }
        ctx.restore();
      },
    },
  };
}
