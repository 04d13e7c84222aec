import type { ReactNode } from 'react';
import { WebhooksPanel } from '../../features/webhooks/components/webhooks-panel';

export function WebhooksPage(): ReactNode {
  return <WebhooksPanel />;
}
