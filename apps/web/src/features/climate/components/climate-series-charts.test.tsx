import { screen } from '@testing-library/react';
import type uPlot from 'uplot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClimateSeriesPoint } from '@canopy/shared/schemas/history';
import { STAGE_FILLS } from '../../../lib/devices/stage-shading';
import { recordingChart } from '../../../testing/devices/recording-chart';
import { renderWithProviders } from '../../../testing/render';
import { aFlowerBand } from '../testing/stage-band';
import { ClimateSeriesCharts } from './climate-series-charts';

// jsdom has no canvas: each chart hands its plugins to a recorder, and a test paints them on a fake chart.
const charts = vi.hoisted(() => new Map<string, readonly uPlot.Plugin[]>());
vi.mock('../../../components/devices/uplot-chart', () => ({
  UplotChart: ({ title, plugins = [] }: { title: string; plugins?: readonly uPlot.Plugin[] }) => {
    charts.set(title, plugins);
    return <div role="img" aria-label={title} />;
  },
}));

const HOUR = 3_600_000;
const START = Date.UTC(2026, 5, 1);

const values = { temperature: 24, humidity: 55, co2: 800, vpd: 1.1 };
const points: ClimateSeriesPoint[] = [0, 1, 2].map((h) => ({
  ts: START + h * HOUR,
  ...values,
  light: 1,
  min: values,
  max: values,
}));

const flower = aFlowerBand(START, START + 2 * HOUR);

/** Paints a chart's plugins on a fake 2-hour chart, 720 px wide, and says what was painted. */
function paint(plugins: readonly uPlot.Plugin[]): string[] {
  const { chart, painted } = recordingChart(
    {
      bbox: { left: 0, top: 0, width: 720, height: 180 },
      scales: { x: { min: START / 1000, max: START / 1000 + 7200 } },
      valToPos: (seconds: number) => (seconds - START / 1000) / 10,
    },
    {
      rect: (fill, x, _y, w) => `rect ${x}+${w} ${fill}`,
      text: (text, _x, _y, _align, direction) => `text "${text}" ${direction}`,
      letterWidth: 6,
    },
  );
  for (const plugin of plugins) {
    for (const hook of ['drawClear', 'draw'] as const) (plugin.hooks[hook] as (c: uPlot) => void)?.(chart);
  }
  return painted;
}

const window: [number, number] = [START / 1000, START / 1000 + 7200];

describe('stage bands on the climate history charts', () => {
  beforeEach(() => charts.clear());

  it("shade the stage of the room's plants behind every chart, labelled with the stage and the run", () => {
    renderWithProviders(<ClimateSeriesCharts points={points} window={window} stages={[flower]} />);
    expect(charts.size).toBe(5);
    for (const [title, plugins] of charts) {
      expect(paint(plugins), title).toEqual([
        `rect 0+720 ${STAGE_FILLS.flower}`,
        'text "Flower · R-2026-014" ltr',
      ]);
    }
    expect(screen.getByText(/the stage of the plants in the device's room/)).toBeInTheDocument();
  });

  it('write the label in the reader’s language, right to left in Hebrew', () => {
    renderWithProviders(<ClimateSeriesCharts points={points} window={window} stages={[flower]} />, {
      language: 'he',
    });
    expect(paint([...charts.values()][0]!)).toContain('text "פריחה · R-2026-014" rtl');
  });

  it('shade nothing and say nothing of stages for a device in no room', () => {
    renderWithProviders(<ClimateSeriesCharts points={points} window={window} stages={[]} />);
    for (const plugins of charts.values()) expect(plugins).toEqual([]);
    expect(screen.queryByText(/the stage of the plants/)).not.toBeInTheDocument();
  });
});
