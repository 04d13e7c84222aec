import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useMothers } from '../api/list-mothers';
import { useLiveMotherUpdates } from '../api/use-live-mother-updates';
import { MothersTable } from './mothers-table';
import { Loading } from '../../../components/ui/loading';

/**
 * `/mothers` (logged in): the mother plants and how their clones rooted (DESIGN section 20), read again
 * when a run changes.
 */
export function MothersPanel(): ReactNode {
  const { t } = useTranslation();
  const mothers = useMothers();
  useLiveMotherUpdates();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('mothers.title')}</Title>
      <Text>{t('mothers.intro')}</Text>
      {mothers.isPending ? <Loading label={t('mothers.loading')} /> : null}
      <ErrorNotice error={mothers.error} />
      {mothers.data?.length === 0 ? <Text>{t('mothers.empty')}</Text> : null}
      {mothers.data && mothers.data.length > 0 ? <MothersTable mothers={mothers.data} /> : null}
    </Stack>
  );
}
