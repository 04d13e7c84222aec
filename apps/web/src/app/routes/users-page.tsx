import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { UsersPanel } from '../../features/users/components/users-panel';

export function UsersPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('users.title')}</Title>
      <UsersPanel />
    </Stack>
  );
}
