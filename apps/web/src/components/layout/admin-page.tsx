import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { Actor } from '@canopy/shared/permissions';
import { useSession } from '../../lib/use-session';

export interface AdminPageProps {
  /** A permission predicate from @canopy/shared/permissions, e.g. isStaff. */
  allow: (actor: Actor | null) => boolean;
  children: ReactNode;
}

/** Wraps an admin page: users without the right see only "login..." and the page never mounts. */
export function AdminPage({ allow, children }: AdminPageProps): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  if (!allow(actor)) return <Text role="status">{t('auth.loginRequired')}</Text>;
  return children;
}
