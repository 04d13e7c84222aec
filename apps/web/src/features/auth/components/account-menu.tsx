import { lazy, Suspense, type ReactNode } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { MenuButton } from '../../../components/ui/menu-button';
import { useSession } from '../../../lib/use-session';
import { useLogout } from '../api/logout';
import { AccountButtonContent, LoginButton, takeAccountButtonFocus } from './account-button';

// Loaded when first opened: its form library and schemas stay out of the first paint's JavaScript.
const ChangePasswordModal = lazy(() =>
  import('./change-password-modal').then((module) => ({ default: module.ChangePasswordModal })),
);

/**
 * The top bar's account item, loaded right after the first paint (AccountMenuPlaceholder stands in). Logged out: "Log in". Logged in: one menu button, "Account", whose menu says
 * who is signed in and holds Notifications, Security, Change password and Log out.
 */
export function AccountMenu(): ReactNode {
  const { t } = useTranslation();
  const { session } = useSession();
  const navigate = useNavigate();
  const logoutMutation = useLogout();
  const [passwordOpened, passwordModal] = useDisclosure(false);

  if (!session) return <LoginButton />;

  const logout = (): void =>
    logoutMutation.mutate(undefined, { onSettled: () => void navigate({ to: '/login' }) });

  return (
    <>
      <MenuButton
        buttonClassName="canopy-account-button"
        takesFocusOnMount={takeAccountButtonFocus}
        button={<AccountButtonContent />}
        header={
          session.login ? (
            <>
              {t('auth.signedInAs')} <bdi>{session.login}</bdi>
            </>
          ) : undefined
        }
        entries={[
          {
            kind: 'link',
            key: 'notifications',
            to: '/account/notifications',
            label: t('notifications.menu'),
          },
          { kind: 'link', key: 'security', to: '/account/security', label: t('accountSecurity.menu') },
          { kind: 'action', key: 'password', onSelect: passwordModal.open, label: t('auth.changePassword') },
          { kind: 'separator', key: 'separator' },
          { kind: 'action', key: 'logout', onSelect: logout, label: t('nav.logout') },
        ]}
      />
      {passwordOpened ? (
        <Suspense fallback={null}>
          <ChangePasswordModal userId={session.payload.id} opened onClose={passwordModal.close} />
        </Suspense>
      ) : null}
    </>
  );
}
