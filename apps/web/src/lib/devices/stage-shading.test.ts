import { describe, expect, it } from 'vitest';
import type uPlot from 'uplot';
import { recordingChart } from '../../testing/devices/recording-chart';
import { fitted, STAGE_FILLS, stageShading, type ShadedStage } from './stage-shading';

/** A chart 1,000 s wide on 1,000 canvas px from x = 50 (pixel ratio 1), recording what is painted. */
function fakeChart() {
  const root = document.createElement('div');
  root.style.color = 'rgb(1, 2, 3)';
  return recordingChart(
    {
      root,
      bbox: { left: 50, top: 10, width: 1000, height: 200 },
      scales: { x: { min: 1000, max: 2000 } },
      valToPos: (value: number) => 50 + (value - 1000),
    },
    {
      rect: (fill, x, y, w, h) => `rect ${x},${y} ${w}x${h} ${fill}`,
      text: (text, x, y, align, direction) => `text "${text}" ${x},${y} ${align} ${direction}`,
      save: 'save',
      restore: 'restore',
      // Every letter 10 px wide.
      letterWidth: 10,
    },
  );
}

const band = (stage: ShadedStage['stage'], from: number, to: number, label: string): ShadedStage => ({
  stage,
  from: from * 1000,
  to: to * 1000,
  label,
});

const run = (plugin: uPlot.Plugin, hook: 'drawClear' | 'draw', chart: uPlot) =>
  (plugin.hooks[hook] as (self: uPlot) => void)(chart);

describe('stage shading on a chart', () => {
  const bands = [
    band('veg', 500, 1300, 'Veg · Room A'),
    band('flower', 1300, 1320, 'Flower · Room B'),
    band('dry', 1320, 2500, 'Dry · Dry room'),
  ];

  it("shades each band in its stage's fill, clipped to the window", () => {
    const { chart, painted } = fakeChart();
    run(stageShading(bands), 'drawClear', chart);
    expect(painted).toEqual([
      'save',
      `rect 50,10 300x200 ${STAGE_FILLS.veg}`,
      `rect 350,10 20x200 ${STAGE_FILLS.flower}`,
      `rect 370,10 680x200 ${STAGE_FILLS.dry}`,
      'restore',
    ]);
  });

  it('labels each band at its top where the label fits, cut short where it does not', () => {
    const { chart, painted } = fakeChart();
    run(stageShading(bands), 'draw', chart);
    expect(painted.filter((line) => line.startsWith('text'))).toEqual([
      'text "Veg · Room A" 54,14 left ltr',
      'text "Dry · Dry room" 374,14 left ltr',
    ]);
    expect(chart.ctx.fillStyle).toBe('rgb(1, 2, 3)');
  });

  it('writes a right-to-left label from the right end of its band', () => {
    const { chart, painted } = fakeChart();
    run(stageShading([band('flower', 1000, 1130, 'פריחה · חדר ב')], 'rtl'), 'draw', chart);
    expect(painted.filter((line) => line.startsWith('text'))).toEqual([
      'text "פריחה · חדר…" 176,14 right rtl',
    ]);
  });

  it('cuts a label to fit with an ellipsis, and gives nothing when not one letter fits', () => {
    const ctx = { measureText: (text: string) => ({ width: text.length * 10 }) };
    expect(fitted(ctx, 'Flower', 60)).toBe('Flower');
    expect(fitted(ctx, 'Flower', 59)).toBe('Flow…');
    expect(fitted(ctx, 'Flower', 15)).toBe('');
  });
});
