import type { ReactNode } from 'react';
import { canManageRecords } from '@canopy/shared/permissions';
import { AdminPage } from '../../components/layout/admin-page';
import { StrainsAdmin } from '../../features/strains/components/strains-admin';

export function StrainsAdminPage(): ReactNode {
  return (
    <AdminPage allow={canManageRecords}>
      <StrainsAdmin />
    </AdminPage>
  );
}
