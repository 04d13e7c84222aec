import type { ReactNode } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { canManageUsers } from '@canopy/shared/permissions';
import { useSession } from '../../../lib/use-session';
import { AddUserForm } from './add-user-form';
import { UserList } from './user-list';

/** Admins manage users here; anyone else gets a notice and no admin call is made. */
export function UsersPanel(): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  if (!actor || !canManageUsers(actor)) {
    return (
      <Alert color="orange" role="alert">
        {t('users.noRights')}
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      <AddUserForm />
      <UserList actor={actor} />
    </Stack>
  );
}
