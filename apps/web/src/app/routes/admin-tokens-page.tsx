import type { ReactNode } from 'react';
import { canManageAllApiTokens } from '@canopy/shared/permissions';
import { AdminPage } from '../../components/layout/admin-page';
import { AdminTokensPanel } from '../../features/api-tokens/components/admin-tokens-panel';

/** `/admin/tokens` (A): everyone's API tokens. */
export function AdminTokensPage(): ReactNode {
  return (
    <AdminPage allow={canManageAllApiTokens}>
      <AdminTokensPanel />
    </AdminPage>
  );
}
