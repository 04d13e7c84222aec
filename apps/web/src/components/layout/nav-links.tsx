import type { ReactNode } from 'react';
import { Anchor, Group, Stack } from '@mantine/core';
import { Link, type RegisteredRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/translation-key';

/** Every path of the registered route tree: a link to anything else does not compile. */
export type AppPath = keyof RegisteredRouter['routesByPath'];

export interface NavLinkItem {
  labelKey: TranslationKey;
  to: AppPath;
}

export interface NavLinksProps {
  items: NavLinkItem[];
  vertical?: boolean;
  onNavigate?: () => void;
}

/** The navbar's links; the visible text is the accessible name. */
export function NavLinks({ items, vertical = false, onNavigate }: NavLinksProps): ReactNode {
  const { t } = useTranslation();
  const links = items.map((item) => (
    <Anchor
      key={item.to}
      component={Link}
      to={item.to}
      fw={600}
      onClick={onNavigate}
      activeProps={{ 'aria-current': 'page' }}
    >
      {t(item.labelKey)}
    </Anchor>
  ));
  return vertical ? <Stack gap="sm">{links}</Stack> : <Group gap="lg">{links}</Group>;
}
