import { WATER_CHART_REFRESH_MS, WATER_LATEST_REFRESH_MS } from '@canopy/shared/constants';
import type { PollInterval } from '../api/water-request';
import { useDocumentVisible } from './use-document-visible';

export interface WaterPolling {
  /** Latest readings: every 15 s. */
  latest: PollInterval;
  /** Charts, summary, config and the device header: every 60 s. */
  charts: PollInterval;
}

/**
 * Polling runs only while the switch is on and the tab is visible. The intervals turn off
 * outright instead of relying on TanStack's background rule, so a hidden tab sends nothing at all.
 */
export function useWaterPolling(autoRefresh: boolean): WaterPolling {
  const visible = useDocumentVisible();
  const active = autoRefresh && visible;
  return {
    latest: active ? WATER_LATEST_REFRESH_MS : false,
    charts: active ? WATER_CHART_REFRESH_MS : false,
  };
}
