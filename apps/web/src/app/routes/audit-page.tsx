import type { ReactNode } from 'react';
import { isAdmin } from '@canopy/shared/permissions';
import { AdminPage } from '../../components/layout/admin-page';
import { AuditPanel } from '../../features/audit/components/audit-panel';

/** `/audit` (A): who changed what, and every sign-in. */
export function AuditPage(): ReactNode {
  return (
    <AdminPage allow={isAdmin}>
      <AuditPanel />
    </AdminPage>
  );
}
