import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useTranslation } from 'react-i18next';
import type { Strain } from '@canopy/shared/schemas/strains';
import { useDeleteStrain } from '../api/strains-api';
import { saveErrorText } from '../save-error-text';
import { StrainForm } from './strain-form';

export interface StrainManageActionsProps {
  strain: Strain;
  onDone: (message: 'updated' | 'deleted') => void;
}

/** Edit in a dialog and delete after confirming, for staff on the strain lists. */
export function StrainManageActions({ strain, onDone }: StrainManageActionsProps): ReactNode {
  const { t } = useTranslation();
  const [editing, edit] = useDisclosure(false);
  const [deleting, remove] = useDisclosure(false);
  const mutation = useDeleteStrain();
  return (
    <>
      <Group gap="xs">
        <Button
          variant="default"
          size="compact-md"
          onClick={edit.open}
          aria-label={`${t('common.edit')} ${strain.name}`}
        >
          {t('common.edit')}
        </Button>
        <Button
          color="red"
          variant="outline"
          size="compact-md"
          onClick={remove.open}
          aria-label={`${t('common.delete')} ${strain.name}`}
        >
          {t('common.delete')}
        </Button>
      </Group>
      <Modal opened={editing} onClose={edit.close} title={strain.name} size="lg">
        <StrainForm
          strain={strain}
          onCancel={edit.close}
          onSaved={() => {
            edit.close();
            onDone('updated');
          }}
        />
      </Modal>
      <Modal opened={deleting} onClose={remove.close} title={t('common.delete')}>
        <Stack gap="md">
          <Text>
            <Trans
              i18nKey="strains.deleteConfirm"
              values={{ name: strain.name }}
              components={{ bdi: <bdi /> }}
            />
          </Text>
          {mutation.isError ? (
            <Alert color="red" role="alert">
              {saveErrorText(t, mutation.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={remove.close}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={mutation.isPending}
              onClick={() =>
                mutation.mutate(strain._id, { onSuccess: () => (remove.close(), onDone('deleted')) })
              }
            >
              {t('common.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
