import type { ReactNode } from 'react';
import { canManageRecords } from '@canopy/shared/permissions';
import { AdminPage } from '../../components/layout/admin-page';
import { CuttingsAdmin } from '../../features/cuttings/components/cuttings-admin';

export function CuttingsAdminPage(): ReactNode {
  return (
    <AdminPage allow={canManageRecords}>
      <CuttingsAdmin />
    </AdminPage>
  );
}
