import type { ReactNode } from 'react';
import { Button, Group, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { Strain } from '@canopy/shared/schemas/strains';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useDeleteStrain } from '../api/delete-strain';
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
      <ConfirmModal
        opened={deleting}
        title={t('common.delete')}
        busy={mutation.isPending}
        error={mutation.isError ? saveErrorText(t, mutation.error) : null}
        onConfirm={() =>
          mutation.mutate(strain._id, { onSuccess: () => (remove.close(), onDone('deleted')) })
        }
        onClose={remove.close}
      >
        <Trans i18nKey="strains.deleteConfirm" values={{ name: strain.name }} components={{ bdi: <bdi /> }} />
      </ConfirmModal>
    </>
  );
}
