import { useState, type ReactNode } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useStrains } from '../api/list-strains';
import { StrainCard } from './strain-card';
import { StrainForm } from './strain-form';
import { StrainManageActions } from './strain-manage-actions';
import type { TranslationKey } from '../../../i18n/translation-key';

const NOTICE_TEXT: Record<'updated' | 'deleted', TranslationKey> = {
  updated: 'strains.updated',
  deleted: 'strains.deleted',
};

/** /strains-admin: the form on top, the cards below. */
export function StrainsAdmin(): ReactNode {
  const { t } = useTranslation();
  const query = useStrains();
  const [notice, setNotice] = useState<'updated' | 'deleted' | null>(null);
  return (
    <Stack gap="lg" maw={700} mx="auto">
      <Title order={1}>{t('strains.adminTitle')}</Title>
      <StrainForm />
      <Title order={2} size="h3">
        {t('strains.listTitle')}
      </Title>
      {notice ? (
        <Alert color="canopy" role="status">
          {t(NOTICE_TEXT[notice])}
        </Alert>
      ) : null}
      {query.isPending ? <Text role="status">{t('strains.loading')}</Text> : null}
      {query.isSuccess && query.data.length === 0 ? <Text>{t('strains.empty')}</Text> : null}
      {(query.data ?? []).map((strain) => (
        <StrainCard
          key={strain._id}
          strain={strain}
          actions={<StrainManageActions strain={strain} onDone={setNotice} />}
        />
      ))}
    </Stack>
  );
}
