import type { ReactNode } from 'react';
import { CuttingsList } from '../../features/cuttings/components/cuttings-list';

export function CuttingsPage(): ReactNode {
  return <CuttingsList />;
}
