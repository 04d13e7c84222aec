import type { ReactNode } from 'react';
import { Welcome } from '../../features/home/components/welcome';

export function HomePage(): ReactNode {
  return <Welcome />;
}
