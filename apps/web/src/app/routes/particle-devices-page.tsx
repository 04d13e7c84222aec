import type { ReactNode } from 'react';
import { useAlertedDevices } from '../../features/alerts/api/alerted-devices';
import { ClimateOnlyPanel } from '../../features/devices/components/climate-only-panel';

export function ParticleDevicesPage(): ReactNode {
  return <ClimateOnlyPanel alertMarks={useAlertedDevices()} />;
}
