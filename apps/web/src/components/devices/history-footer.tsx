import type { ReactNode } from 'react';
import type { HistoryWindow } from '../../lib/devices/history-range';
import { startOfLocalDay } from '../../lib/devices/local-day';
import { AnnotationsPanel } from './annotations-panel';
import { DailySummaryTable } from './daily-summary-table';
import { HistoryExport } from './history-export';

/**
 * Under a device's charts: the range's export, the range day by day, and what happened in it with the form to
 * add a note.
 */
export function HistoryFooter({
  kind,
  deviceId,
  window,
}: {
  kind: 'climate' | 'soil' | 'water';
  deviceId: string;
  window: HistoryWindow;
}): ReactNode {
  return (
    <>
      <HistoryExport deviceId={deviceId} from={window.from} to={window.to} />
      <DailySummaryTable kind={kind} deviceId={deviceId} from={startOfLocalDay(window.from)} to={window.to} />
      <AnnotationsPanel deviceId={deviceId} from={window.from} to={window.to} />
    </>
  );
}
