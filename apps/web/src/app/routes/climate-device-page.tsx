import type { ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import { ClimateDevicePanel } from '../../features/devices/components/climate-device-panel';

export function ClimateDevicePage(): ReactNode {
  const { id } = useParams({ from: '/device/$id' });
  return <ClimateDevicePanel id={id} />;
}
