import type { ReactNode } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { YieldsPanel } from '../../features/yields/components/yields-panel';

/** `/yields` (logged in): the grouping, days and strain live in the address. */
export function YieldsPage(): ReactNode {
  const search = useSearch({ from: '/yields' });
  const navigate = useNavigate();
  return (
    <YieldsPanel
      search={search}
      onSearchChange={(next) => void navigate({ to: '/yields', search: next, replace: true })}
    />
  );
}
