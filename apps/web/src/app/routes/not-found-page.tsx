import type { ReactNode } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';

export function NotFoundPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      <Anchor component={Link} to="/">
        {t('notFound.home')}
      </Anchor>
    </Stack>
  );
}
