import type { ReactNode } from 'react';
import { AlertsPanel } from '../../features/alerts/components/alerts-panel';

export function AlertsPage(): ReactNode {
  return <AlertsPanel />;
}
