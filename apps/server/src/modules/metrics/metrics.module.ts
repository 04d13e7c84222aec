import type { AppInstance } from '../../http/app-instance.ts';
import type { AppEvents } from '../../lib/app-events.ts';
import { createMetrics, type MetricsDeps } from './metrics.ts';
import { registerMetrics } from './metrics.routes.ts';

/** `GET /metrics` (Prometheus), on with `METRICS_TOKEN`: its request timing hook, route and counters. */
export function createMetricsModule(deps: MetricsDeps & { token: string | undefined }) {
  const metrics = deps.token ? createMetrics(deps) : null;
  return {
    metrics,
    /** Before every other route: its request timing hook sees them all. */
    routes: (app: AppInstance) => registerMetrics(app, metrics, deps.token),
    subscribe(events: AppEvents): void {
      if (metrics) events.subscribe('readings.stored', ({ readings }) => metrics.countReadings(readings));
    },
  };
}
