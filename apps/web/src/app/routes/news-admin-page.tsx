import type { ReactNode } from 'react';
import { canManageRecords } from '@canopy/shared/permissions';
import { AdminPage } from '../../components/layout/admin-page';
import { NewsAdmin } from '../../features/news/components/news-admin';

export function NewsAdminPage(): ReactNode {
  return (
    <AdminPage allow={canManageRecords}>
      <NewsAdmin />
    </AdminPage>
  );
}
