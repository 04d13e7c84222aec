import type { ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import { RunDetails } from '../../features/runs/components/run-details';

/** `/runs/{id}` (logged in). */
export function RunPage(): ReactNode {
  const { id } = useParams({ from: '/runs/$id' });
  return <RunDetails id={id} />;
}
