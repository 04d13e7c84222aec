import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import { canDeleteUser, canUpdateUser, isAdmin, type Actor } from '@canopy/shared/permissions';
import type { Role } from '@canopy/shared/roles';
import type { ListedUser } from '@canopy/shared/schemas/users';
import { currentLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/dates';
import { DeleteUserButton } from './delete-user-button';
import { ResetMfaButton } from './reset-mfa-button';
import { UserEditForm } from './user-edit-form';

const ROLE_COLORS: Record<Role, string> = { user: 'gray', superuser: 'blue', admin: 'canopy' };

export interface UserCardProps {
  user: ListedUser;
  actor: Actor;
  onDeleted: (email: string) => void;
}

/** One user: email, role and two-factor badges, short id and creation date, with inline edit and delete. */
export function UserCard({ user, actor, onDeleted }: UserCardProps): ReactNode {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [mfaReset, setMfaReset] = useState(false);
  const isSelf = actor.id === user._id;

  const done = (wasSaved: boolean): void => {
    setEditing(false);
    setSaved(wasSaved);
  };

  return (
    <Card withBorder padding="md" role="article" aria-label={user.email}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{user.email}</bdi>
            {isSelf ? ` (${t('users.you')})` : null}
          </Title>
          <Group gap={6} wrap="nowrap">
            {user.mfaEnabled ? (
              <Badge color="teal" variant="outline">
                {t('mfa.admin.badge')}
              </Badge>
            ) : null}
            <Badge color={ROLE_COLORS[user.role]} variant="light">
              {t(`roles.${user.role}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">
          {t('users.shortId')}: <bdi>{user.shortId}</bdi>
        </Text>
        <Text size="sm">
          {t('users.created')}:{' '}
          <bdi>
            <time dateTime={user.createdAt}>{formatDateTime(user.createdAt, currentLanguage(i18n))}</time>
          </bdi>
        </Text>
        {saved ? (
          <Alert color="canopy" role="status" withCloseButton onClose={() => setSaved(false)}>
            <Trans i18nKey="users.saved" values={{ email: user.email }} components={{ bdi: <bdi /> }} />
          </Alert>
        ) : null}
        {mfaReset ? (
          <Alert color="canopy" role="status" withCloseButton onClose={() => setMfaReset(false)}>
            <Trans
              i18nKey="mfa.admin.resetDone"
              values={{ email: user.email }}
              components={{ bdi: <bdi /> }}
            />
          </Alert>
        ) : null}
        {editing ? (
          <UserEditForm user={user} isSelf={isSelf} onDone={done} />
        ) : (
          <Group gap="xs">
            {canUpdateUser(actor, user._id) ? (
              <Button variant="light" onClick={() => setEditing(true)}>
                {t('common.edit')}
              </Button>
            ) : null}
            {canDeleteUser(actor, user._id) ? <DeleteUserButton user={user} onDeleted={onDeleted} /> : null}
            {/* One's own second factor is turned off on the security page, with a code. */}
            {isAdmin(actor) && !isSelf && user.mfaEnabled ? (
              <ResetMfaButton user={user} onReset={() => setMfaReset(true)} />
            ) : null}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
