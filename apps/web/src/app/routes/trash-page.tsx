import type { ReactNode } from 'react';
import { isStaff } from '@canopy/shared/permissions';
import { AdminPage } from '../../components/layout/admin-page';
import { TrashPanel } from '../../features/trash/components/trash-panel';

/** `/trash` (S): deleted records, restored from here until the purge. */
export function TrashPage(): ReactNode {
  return (
    <AdminPage allow={isStaff}>
      <TrashPanel />
    </AdminPage>
  );
}
