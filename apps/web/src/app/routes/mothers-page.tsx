import type { ReactNode } from 'react';
import { MothersPanel } from '../../features/mothers/components/mothers-panel';

/** `/mothers` (logged in). */
export function MothersPage(): ReactNode {
  return <MothersPanel />;
}
