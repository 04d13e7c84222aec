import type { ReactNode } from 'react';
import { canEditSite } from '@canopy/shared/permissions';
import { AdminPage } from '../../components/layout/admin-page';
import { SiteSettingsPanel } from '../../features/site/components/site-settings-panel';

/** `/admin/site` (admins): the site's name and the time zone that decides every day. */
export function SitePage(): ReactNode {
  return (
    <AdminPage allow={canEditSite}>
      <SiteSettingsPanel />
    </AdminPage>
  );
}
