import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { BugsPanel } from '../../features/bugs/components/bugs-panel';
import { useSession } from '../../lib/use-session';

export function BugsPage(): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('bugs.title')}</Title>
      {/* The route guard sends visitors without a session to /login; this covers a logout on the page. */}
      {actor ? <BugsPanel actor={actor} /> : null}
    </Stack>
  );
}
