import type { ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import { DeviceAlerts } from '../../features/alerts/components/device-alerts';
import { WaterDevicePanel } from '../../features/water/components/water-device-panel';

export function WaterDevicePage(): ReactNode {
  const { deviceId } = useParams({ from: '/devices/water/$deviceId' });
  return <WaterDevicePanel deviceId={deviceId} alerts={<DeviceAlerts deviceId={deviceId} />} />;
}
