import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
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

// Whether the placeholder held the focus when it was replaced: the next account button takes it over, so a
// keyboard user who reached the button early does not find the focus dropped on the page's body.
let focusToHandOver = false;

/** True once after a focused placeholder was replaced; the account button that replaces it then takes the focus. */
export function takeAccountButtonFocus(): boolean {
  const take = focusToHandOver;
  focusToHandOver = false;
  return take;
}

/**
 * What the first paint shows while the account menu's code loads right after it: "Log in", or the same
 * button, not yet operable (aria-disabled; a press on it is lost). The real one replaces it in place and
 * takes over its focus.
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
    if (takeAccountButtonFocus()) button?.focus();
    return () => {
      if (button && document.activeElement === button) focusToHandOver = true;
    };
  }, []);
  return (
    <button
      ref={buttonRef}
      type="button"
      className="canopy-account-button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-disabled="true"
    >
      <AccountButtonContent />
    </button>
  );
}
