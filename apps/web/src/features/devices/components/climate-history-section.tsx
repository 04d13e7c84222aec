import { lazy, Suspense, type ReactNode } from 'react';
import { useClimateHistory } from '../api/climate-history';

// uPlot is fetched only when there is something to draw.
const ClimateCharts = lazy(() => import('./climate-charts').then((m) => ({ default: m.ClimateCharts })));

export function ClimateHistorySection({ id }: { id: string }): ReactNode {
  const history = useClimateHistory(id).data ?? [];
  if (history.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ClimateCharts entries={history} />
    </Suspense>
  );
}
