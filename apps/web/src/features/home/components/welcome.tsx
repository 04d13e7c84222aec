import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/use-session';

/** The welcome text: what Canopy does, smart plantation and climate management. */
export function Welcome(): ReactNode {
  const { t } = useTranslation();
  const { session } = useSession();
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t('home.title')}</Title>
      <Text size="lg">{t('home.intro')}</Text>
      <Text>{t('home.climate')}</Text>
      {session ? null : <Text c="dimmed">{t('home.cta')}</Text>}
    </Stack>
  );
}
