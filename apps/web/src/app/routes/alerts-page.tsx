import type { ReactNode } from 'react';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AlertsPage(): ReactNode {
  const { t } = useTranslation();
  return <Title order={1}>{t('alerts.title')}</Title>;
}
