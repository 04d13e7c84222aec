import type { ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import { DeviceAlerts } from '../../features/alerts/components/device-alerts';
import { SoilDevicePanel } from '../../features/soil/components/soil-device-panel';

export function SoilDevicePage(): ReactNode {
  const { deviceId } = useParams({ from: '/devices/soil/$deviceId' });
  return <SoilDevicePanel deviceId={deviceId} alerts={<DeviceAlerts deviceId={deviceId} />} />;
}
