import type { ReactNode } from 'react';
import { StrainList } from '../../features/strains/components/strain-list';

export function StrainsPage(): ReactNode {
  return <StrainList />;
}
