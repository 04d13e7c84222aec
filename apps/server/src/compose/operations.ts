import type { AppDeps } from '../app-deps.ts';
import { createHealthModule } from '../modules/health/health.module.ts';
import { createMetricsModule } from '../modules/metrics/metrics.module.ts';
import type { Climate } from './climate.ts';
import type { Kit } from './kit.ts';

/** What operators watch: health and readiness, and `GET /metrics` with `METRICS_TOKEN`. */
export function composeOperations(kit: Kit, deps: Pick<AppDeps, 'metricsToken'>, climate: Climate) {
  return {
    health: createHealthModule(kit),
    metrics: createMetricsModule({
      ...kit,
      token: deps.metricsToken,
      eventStreamConnected: () => climate.devices.sync.isStreamConnected(),
    }),
  };
}

export type Operations = ReturnType<typeof composeOperations>;
