import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { useLogout } from '../api/logout';

// Loaded when first opened: its form library and schemas stay out of the first paint's JavaScript.
const ChangePasswordModal = lazy(() =>
  import('./change-password-modal').then((module) => ({ default: module.ChangePasswordModal })),
);

/** Logged out: "Log in". Logged in: the login name, "Notifications", "Security", "Change password", "Log out". */
export function AccountActions(): ReactNode {
  const { t } = useTranslation();
  const { session } = useSession();
  const navigate = useNavigate();
  const logoutMutation = useLogout();
  const [passwordOpened, passwordModal] = useDisclosure(false);

  if (!session) {
    return (
      <Button component={Link} to="/login" variant="filled">
        {t('nav.login')}
      </Button>
    );
  }

  const logout = (): void =>
    logoutMutation.mutate(undefined, { onSettled: () => void navigate({ to: '/login' }) });

  return (
    <Group gap="xs" wrap="wrap">
      {session.login ? (
        <Text size="sm" c="dimmed">
          {t('auth.signedInAs')} <bdi>{session.login}</bdi>
        </Text>
      ) : null}
      <Button component={Link} to="/account/notifications" variant="subtle">
        {t('notifications.menu')}
      </Button>
      <Button component={Link} to="/account/security" variant="subtle">
        {t('accountSecurity.menu')}
      </Button>
      <Button variant="subtle" onClick={passwordModal.open}>
        {t('auth.changePassword')}
      </Button>
      <Button variant="outline" onClick={logout} loading={logoutMutation.isPending}>
        {t('nav.logout')}
      </Button>
      {passwordOpened ? (
        <Suspense fallback={null}>
          <ChangePasswordModal userId={session.payload.id} opened onClose={passwordModal.close} />
        </Suspense>
      ) : null}
    </Group>
  );
}
