import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { DEVICE_TIME_ZONE } from '../dates';
import { chartTimeFormats } from './chart-time';
import { zonedDate } from './zoned-date';

const TIME = chartTimeFormats(DEVICE_TIME_ZONE);
const TZ_DATE = zonedDate(DEVICE_TIME_ZONE);
const MIN_WIDTH = 280;
const widthOf = (element: HTMLElement) => Math.max(element.clientWidth, MIN_WIDTH);

/**
 * What every device time chart shares: the device's zone, the x axis fixed to the range (so a short history
 * still shows on the whole window), 24-hour ticks (day/month past two days) and the legend's time.
 */
export function timeChartOptions(span: [number, number], timeLabel: string) {
  return {
    tzDate: TZ_DATE,
    scaleX: { time: true, range: (): [number, number] => span },
    xAxis: {
      values: (_chart: uPlot, splits: number[]) =>
        splits.map((s) => (s == null ? '' : TIME.tick(s, span[1] - span[0]))),
    },
    timeSeries: {
      label: timeLabel,
      value: (_chart: uPlot, s: number | null) => (s == null ? '--' : TIME.legend(s)),
    },
  };
}

/**
 * A uPlot chart in the returned host element, built again when `options` or `data` change (memoise them).
 * The width is read in the layout phase, where every chart of a page reads before any is built, so the reads
 * share one layout (read while building, each forced the browser to lay the page out again). The plot stays
 * left to right; a Hebrew title or legend label reads in its own direction.
 */
export function useUplot(
  options: Omit<uPlot.Options, 'width' | 'height'>,
  data: uPlot.AlignedData,
  height: number,
): RefObject<HTMLDivElement | null> {
  const host = useRef<HTMLDivElement>(null);
  const firstWidth = useRef(MIN_WIDTH);
  useLayoutEffect(() => {
    if (host.current) firstWidth.current = widthOf(host.current);
  }, [options, data, height]);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const chart = new uPlot({ ...options, width: firstWidth.current, height }, data, element);
    chart.root
      .querySelectorAll('.u-title, .u-legend .u-label')
      .forEach((el) => el.setAttribute('dir', 'auto'));
    const resize = () => chart.setSize({ width: widthOf(element), height });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.destroy();
    };
  }, [options, data, height]);
  return host;
}
