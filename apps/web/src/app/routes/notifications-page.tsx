import type { ReactNode } from 'react';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function NotificationsPage(): ReactNode {
  const { t } = useTranslation();
  return <Title order={1}>{t('notifications.title')}</Title>;
}
