import type { ReactNode } from 'react';
import { DevicesPanel } from '../../features/devices/components/devices-panel';

export function DevicesPage(): ReactNode {
  return <DevicesPanel />;
}
