import { describe, expect, it, vi } from 'vitest';
import type uPlot from 'uplot';
import type { Annotation } from '@canopy/shared/schemas/annotations';
import {
  ANNOTATION_COLORS,
  annotationMarkers,
  annotationNear,
  markerPositions,
  PICK_DISTANCE,
} from './annotation-markers';

/**
 * A chart 1,000 s wide mapped onto 1,000 CSS px from x = 50 of the canvas (pixel ratio 1), recording what is
 * painted.
 */
function fakeChart() {
  const painted: string[] = [];
  const ctx = {
    strokeStyle: '',
    fillStyle: '',
    globalAlpha: 1,
    lineWidth: 1,
    save: () => painted.push('save'),
    restore: () => painted.push('restore'),
    beginPath: () => undefined,
    moveTo: (x: number, y: number) => painted.push(`move ${x},${y}`),
    lineTo(x: number, y: number) {
      painted.push(`line ${x},${y} ${this.strokeStyle}`);
    },
    stroke: () => undefined,
    arc(x: number, y: number, r: number) {
      painted.push(`dot ${x},${y} r${r} ${this.fillStyle}`);
    },
    fill: () => undefined,
  };
  const over = document.createElement('div');
  const chart = {
    ctx,
    over,
    cursor: { left: -10 },
    bbox: { left: 50, top: 10, width: 1000, height: 200 },
    scales: { x: { min: 1000, max: 2000 } },
    valToPos: (value: number, _scale: string, canvas?: boolean) => (canvas ? 50 : 0) + (value - 1000),
  } as unknown as uPlot & { cursor: { left: number } };
  return { chart, painted, over };
}

const mark = (seconds: number, kind: Annotation['kind'], id = `${kind}-${seconds}`): Annotation => ({
  id,
  ts: seconds * 1000,
  kind,
  text: id,
  by: null,
  authorId: null,
});

describe('annotation markers on a chart', () => {
  it('places the marks inside the window only, at their time in canvas pixels', () => {
    const { chart } = fakeChart();
    const marks = [mark(900, 'note'), mark(1000, 'command'), mark(1500.5, 'alert'), mark(2001, 'flash')];
    expect(markerPositions(marks, chart).map(({ annotation, x }) => [annotation.kind, x])).toEqual([
      ['command', 50],
      ['alert', 550.5],
    ]);
  });

  it("draws a thin line across the plot and a dot on the x axis in the kind's colour", () => {
    const { chart, painted } = fakeChart();
    const plugin = annotationMarkers([mark(1200, 'note'), mark(1300.4, 'flash'), mark(5000, 'alert')]);
    expect(plugin.hooks.init).toBeUndefined();
    (plugin.hooks.draw as (self: uPlot) => void)(chart);
    expect(painted).toEqual([
      'save',
      'move 250.5,10',
      `line 250.5,210 ${ANNOTATION_COLORS.note}`,
      `dot 250.5,206.5 r3.5 ${ANNOTATION_COLORS.note}`,
      'move 350.5,10',
      `line 350.5,210 ${ANNOTATION_COLORS.flash}`,
      `dot 350.5,206.5 r3.5 ${ANNOTATION_COLORS.flash}`,
      'restore',
    ]);
  });

  it('picks the nearest mark within a few pixels of a click, and none farther away', () => {
    const { chart } = fakeChart();
    const marks = [mark(1200, 'note'), mark(1204, 'command'), mark(1500, 'alert')];
    expect(annotationNear(marks, chart, 203)?.kind).toBe('command');
    expect(annotationNear(marks, chart, 199)?.kind).toBe('note');
    expect(annotationNear(marks, chart, 500 + PICK_DISTANCE.mouse)?.kind).toBe('alert');
    expect(annotationNear(marks, chart, 500 + PICK_DISTANCE.mouse + 1)).toBeNull();
    expect(annotationNear([mark(2500, 'note')], chart, 1000)).toBeNull();
  });

  it('hands a clicked mark to onPick', () => {
    const { chart, over } = fakeChart();
    const onPick = vi.fn();
    const note = mark(1200, 'note');
    const plugin = annotationMarkers([note], onPick);
    (plugin.hooks.init as (self: uPlot) => void)(chart);
    over.click();
    expect(onPick).not.toHaveBeenCalled();
    chart.cursor.left = 202;
    over.click();
    expect(onPick).toHaveBeenCalledWith(note);
  });

  it('gives a finger a wider reach than a mouse', () => {
    const { chart, over } = fakeChart();
    const onPick = vi.fn();
    const note = mark(1200, 'note');
    const plugin = annotationMarkers([note], onPick);
    (plugin.hooks.init as (self: uPlot) => void)(chart);
    chart.cursor.left = 200 + 15;
    over.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'mouse' }));
    over.click();
    expect(onPick).not.toHaveBeenCalled();
    over.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch' }));
    over.click();
    expect(onPick).toHaveBeenCalledWith(note);
    chart.cursor.left = 200 + PICK_DISTANCE.touch + 1;
    onPick.mockClear();
    over.click();
    expect(onPick).not.toHaveBeenCalled();
  });
});
