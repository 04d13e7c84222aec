import { lazy, Suspense, type ReactNode } from 'react';
import { useClimateHistory } from '../api/climate-history';
import type { AlertSpan } from '../lib/alert-spans';

// uPlot is fetched only when there is something to draw.
const ClimateCharts = lazy(() => import('./climate-charts').then((m) => ({ default: m.ClimateCharts })));

export function ClimateHistorySection({
  id,
  alertSpans,
}: {
  id: string;
  alertSpans?: readonly AlertSpan[];
}): ReactNode {
  const history = useClimateHistory(id).data ?? [];
  if (history.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ClimateCharts entries={history} alertSpans={alertSpans} />
    </Suspense>
  );
}
