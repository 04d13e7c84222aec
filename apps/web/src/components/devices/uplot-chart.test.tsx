import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onPlotBuilt, plots, resetPlots } from '../../testing/fake-uplot';
import { UplotChart } from './uplot-chart';

// jsdom has neither canvas nor layout: uPlot is replaced by a recorder, and each chart's host reports the
// width set on it, logging every read, so the order of width reads and chart builds can be checked.
vi.mock('uplot', async () => ({ default: (await import('../../testing/fake-uplot')).FakePlot }));
const log: string[] = [];
const charts = plots;
/** Each chart host's width, by the chart's title (the host's accessible name). */
const widths = new Map<string, number>();
const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;

beforeEach(() => {
  log.length = 0;
  resetPlots();
  onPlotBuilt((plot) => log.push(`build ${plot.options.title}`));
  widths.clear();
  Object.defineProperty(Element.prototype, 'clientWidth', {
    configurable: true,
    get(this: Element) {
      const title = this.getAttribute('aria-label') ?? '';
      log.push(`read ${title}`);
      return widths.get(title) ?? 0;
    },
  });
});
afterEach(() => {
  Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
});

/** A chart whose host is `width` pixels wide. */
function Sized({ title, width }: { title: string; width: number }) {
  widths.set(title, width);
  return <UplotChart title={title} timeLabel="Time" x={[1, 2]} y={[3, 4]} color="#000" window={[0, 10]} />;
}

describe('UplotChart', () => {
  it('builds each chart at its host width, at least 280 px', () => {
    render(
      <>
        <Sized title="A" width={590} />
        <Sized title="B" width={120} />
      </>,
    );
    expect(charts.map((chart) => [chart.options.title, chart.options.width])).toEqual([
      ['A', 590],
      ['B', 280],
    ]);
  });

  it('reads every chart width before it builds any chart, so the page is laid out once', () => {
    render(
      <>
        <Sized title="A" width={590} />
        <Sized title="B" width={590} />
        <Sized title="C" width={590} />
      </>,
    );
    expect(log).toEqual(['read A', 'read B', 'read C', 'build A', 'build B', 'build C']);
  });

  it('follows the window width and destroys the chart when it goes', () => {
    const { unmount } = render(<Sized title="A" width={590} />);
    widths.set('A', 400);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(charts[0]!.setSize).toHaveBeenCalledWith({ width: 400, height: 180 });
    unmount();
    expect(charts[0]!.destroy).toHaveBeenCalledTimes(1);
  });
});
