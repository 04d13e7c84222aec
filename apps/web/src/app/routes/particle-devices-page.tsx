import type { ReactNode } from 'react';
import { ClimateOnlyPanel } from '../../features/devices/components/climate-only-panel';

export function ParticleDevicesPage(): ReactNode {
  return <ClimateOnlyPanel />;
}
