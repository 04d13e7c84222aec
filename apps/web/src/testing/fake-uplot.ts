import { vi } from 'vitest';
import type uPlot from 'uplot';

/**
 * uPlot for tests: jsdom has no canvas, so a chart test mocks 'uplot' with this module
 * (`vi.mock('uplot', async () => ({ default: (await import('…/testing/fake-uplot')).FakePlot }))`) and
 * reads what each chart was given.
 */
export class FakePlot {
  root = document.createElement('div');
  setSize = vi.fn();
  destroy = vi.fn();
  constructor(
    public options: uPlot.Options,
    public data: unknown[][],
    target: HTMLElement,
  ) {
    for (const listener of listeners) listener(this);
    target.append(this.root);
    plots.push(this);
  }
  static paths = { stepped: () => () => null };
}

/** Every chart built since the last `resetPlots`, oldest first. */
export const plots: FakePlot[] = [];

const listeners: ((plot: FakePlot) => void)[] = [];

/** Calls `listener` as each chart is built, before it is put in its host. */
export function onPlotBuilt(listener: (plot: FakePlot) => void): void {
  listeners.push(listener);
}

/** Forgets the charts built and the listeners: for a test's `beforeEach`. */
export function resetPlots(): void {
  plots.length = 0;
  listeners.length = 0;
}
