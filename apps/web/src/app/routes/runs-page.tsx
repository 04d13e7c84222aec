import type { ReactNode } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { RunsPanel } from '../../features/runs/components/runs-panel';

/** `/runs` (logged in): the filters live in the address. */
export function RunsPage(): ReactNode {
  const search = useSearch({ from: '/runs' });
  const navigate = useNavigate();
  return (
    <RunsPanel
      search={search}
      onSearchChange={(next) => void navigate({ to: '/runs', search: next, replace: true })}
      onCreated={(id) => void navigate({ to: '/runs/$id', params: { id } })}
    />
  );
}
