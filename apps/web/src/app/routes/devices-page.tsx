import type { ReactNode } from 'react';
import { useAlertedDevices } from '../../features/alerts/api/alerted-devices';
import { DevicesPanel } from '../../features/devices/components/devices-panel';

export function DevicesPage(): ReactNode {
  return <DevicesPanel alertMarks={useAlertedDevices()} />;
}
