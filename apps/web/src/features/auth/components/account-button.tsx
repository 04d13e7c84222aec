import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NavIcon } from '../../../components/layout/nav-icons';
import { useSession } from '../../../lib/use-session';

/** The account button's face: an icon and "Account" (visually hidden on phones, still its name). */
export function AccountButtonContent(): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <NavIcon name="account" />
      <span className="canopy-compact-text">{t('shell.account')}</span>
    </>
  );
}

export function LoginButton(): ReactNode {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/login" variant="filled" style={{ flexShrink: 0 }}>
      {t('nav.login')}
    </Button>
  );
}

// What the reader did to the placeholder, kept outside React: it may be drawn twice (before and while the
// menu's code loads), and the button that replaces it carries on from there.
const pending = { open: false, focus: false };

/** For the account button that replaces the placeholder: each answer is given once. */
export const placeholderHandOver = {
  /** It was pressed (known as the button first renders): the menu opens. */
  takeOpen(): boolean {
    const open = pending.open;
    pending.open = false;
    return open;
  },
  /** It had the keyboard focus when it went (known once it is gone): the button takes it. */
  takeFocus(): boolean {
    const focus = pending.focus;
    pending.focus = false;
    return focus;
  },
};

/**
 * What the first paint shows while the account menu's code loads right after it: "Log in", or the same
 * button. Pressed before that code is in, it opens the menu once it is; focused, it hands the focus on.
 */
export function AccountMenuPlaceholder(): ReactNode {
  const { session } = useSession();
  if (!session) return <LoginButton />;
  return <PlaceholderButton />;
}

function PlaceholderButton(): ReactNode {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const button = buttonRef.current;
    if (placeholderHandOver.takeFocus()) button?.focus();
    return () => {
      if (button && document.activeElement === button) pending.focus = true;
    };
  }, []);
  return (
    <button
      ref={buttonRef}
      type="button"
      className="canopy-account-button"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => (pending.open = true)}
    >
      <AccountButtonContent />
    </button>
  );
}
