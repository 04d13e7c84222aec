import { useState, type ReactNode } from 'react';
import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { Actor } from '@canopy/shared/permissions';
import { useUsers } from '../api/list-users';
import { UserCard } from './user-card';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Loading } from '../../../components/ui/loading';

export function UserList({ actor }: { actor: Actor }): ReactNode {
  const { t } = useTranslation();
  const users = useUsers();
  const [deleted, setDeleted] = useState<string | null>(null);

  return (
    <Stack gap="md" component="section" aria-labelledby="user-list-title">
      <Title order={2} size="h3" id="user-list-title">
        {t('users.listTitle')}
      </Title>
      {deleted ? (
        <Alert color="canopy" role="status" withCloseButton onClose={() => setDeleted(null)}>
          <Trans i18nKey="users.deleted" values={{ email: deleted }} components={{ bdi: <bdi /> }} />
        </Alert>
      ) : null}
      {users.isPending ? <Loading label={t('common.loading')} /> : null}
      <ErrorNotice error={users.error} />
      {users.data?.length === 0 ? <Text>{t('users.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {users.data?.map((user) => (
          <UserCard key={user._id} user={user} actor={actor} onDeleted={setDeleted} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
