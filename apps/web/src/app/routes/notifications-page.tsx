import type { ReactNode } from 'react';
import { NotificationsPanel } from '../../features/notifications/components/notifications-panel';

export function NotificationsPage(): ReactNode {
  return <NotificationsPanel />;
}
