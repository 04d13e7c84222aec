import { describe, expect, it } from 'vitest';
import type uPlot from 'uplot';
import { alertShading, SPAN_FILL, spansOf, type AlertSpan } from './alert-spans';

/** A chart 1,000 s wide mapped onto 1,000 px from x = 50, recording what is painted. */
function fakeChart() {
  const painted: { fill: string; rect: number[] }[] = [];
  const ctx = {
    fillStyle: '',
    fillRect(...rect: number[]) {
      painted.push({ fill: this.fillStyle, rect });
    },
  };
  const chart = {
    ctx,
    bbox: { left: 50, top: 10, width: 1000, height: 200 },
    scales: { x: { min: 1000, max: 2000 } },
    valToPos: (value: number) => 50 + (value - 1000),
  } as unknown as uPlot;
  return { chart, painted };
}

const span = (from: number, to: number | null, overrides: Partial<AlertSpan> = {}): AlertSpan => ({
  from: from * 1000,
  to: to === null ? null : to * 1000,
  severity: 'warning',
  metric: 'temperature',
  ...overrides,
});

describe('alert shading on a chart', () => {
  it('shades each span behind the line, clipped to the window, an open one up to its end', () => {
    const { chart, painted } = fakeChart();
    const plugin = alertShading([
      span(1200, 1300),
      span(500, 1100, { severity: 'critical' }),
      span(1900, null),
      span(100, 200),
    ]);
    (plugin.hooks.drawClear as (self: uPlot) => void)(chart);
    expect(painted).toEqual([
      { fill: SPAN_FILL.warning, rect: [250, 10, 100, 200] },
      { fill: SPAN_FILL.critical, rect: [50, 10, 100, 200] },
      { fill: SPAN_FILL.warning, rect: [950, 10, 100, 200] },
    ]);
  });

  it("gives each chart its metric's spans and those about the whole device", () => {
    const spans = [span(1, 2), span(3, 4, { metric: 'co2' }), span(5, 6, { metric: null })];
    expect(spansOf(spans, 'temperature')).toEqual([spans[0], spans[2]]);
    expect(spansOf(spans, 'humidity')).toEqual([spans[2]]);
  });
});
