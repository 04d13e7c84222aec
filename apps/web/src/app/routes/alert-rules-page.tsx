import type { ReactNode } from 'react';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AlertRulesPage(): ReactNode {
  const { t } = useTranslation();
  return <Title order={1}>{t('alertRules.title')}</Title>;
}
