import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { canManageRecords } from '@canopy/shared/permissions';
import { useSession } from '../../../lib/use-session';
import { useStrains } from '../api/list-strains';
import { StrainCard } from './strain-card';
import { StrainForm } from './strain-form';
import { StrainManageActions } from './strain-manage-actions';
import type { TranslationKey } from '../../../i18n/translation-key';

type Notice = 'added' | 'updated' | 'deleted' | 'error';

const NOTICE_TEXT: Record<Notice, TranslationKey> = {
  added: 'strains.added',
  updated: 'strains.updated',
  deleted: 'strains.deleted',
  error: 'strains.error',
};

/** The public strain list; staff also add, edit and delete here. */
export function StrainList(): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const manage = canManageRecords(actor);
  const query = useStrains();
  const [adding, add] = useDisclosure(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('strains.title')}</Title>
        {manage ? <Button onClick={add.open}>{t('strains.add')}</Button> : null}
      </Group>
      {notice ? (
        <Alert color={notice === 'error' ? 'red' : 'canopy'} role={notice === 'error' ? 'alert' : 'status'}>
          {t(NOTICE_TEXT[notice])}
        </Alert>
      ) : null}
      {query.isPending ? <Text role="status">{t('strains.loading')}</Text> : null}
      {query.isSuccess && query.data.length === 0 ? <Text>{t('strains.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {(query.data ?? []).map((strain) => (
          <StrainCard
            key={strain._id}
            strain={strain}
            actions={manage ? <StrainManageActions strain={strain} onDone={setNotice} /> : null}
          />
        ))}
      </SimpleGrid>
      {manage ? (
        <Modal opened={adding} onClose={add.close} title={t('strains.add')} size="lg">
          <StrainForm
            onCancel={add.close}
            onSaved={() => {
              add.close();
              setNotice('added');
            }}
          />
        </Modal>
      ) : null}
    </Stack>
  );
}
