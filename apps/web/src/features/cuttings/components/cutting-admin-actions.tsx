import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import { nextCuttingCode } from '@canopy/shared/cutting-code';
import type { CuttingSummary } from '@canopy/shared/schemas/cuttings';
import { useCutting } from '../api/get-cutting';
import { useCreateCutting } from '../api/create-cutting';
import { useDeleteCutting } from '../api/delete-cutting';
import { cuttingErrorText } from '../error-text';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { CuttingEditForm } from './cutting-edit-form';
import { CuttingLog } from './cutting-log';
import type { Notice } from './notice';

export interface CuttingAdminActionsProps {
  cutting: CuttingSummary;
  onDone: (notice: Notice) => void;
}

type Dialog = 'history' | 'edit' | 'delete' | null;

/** The edit form needs the whole record (images); it loads when the dialog opens. */
function EditDialogBody({
  id,
  onDone,
  onClose,
}: {
  id: string;
  onDone: (notice: Notice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useCutting(id);
  if (query.isPending) return <Text role="status">{t('common.loading')}</Text>;
  if (query.isError) return <Text role="alert">{cuttingErrorText(t, query.error)}</Text>;
  return (
    <CuttingEditForm
      cutting={query.data}
      onCancel={onClose}
      onSaved={(saved) => (
        onClose(),
        onDone({ ok: true, text: t('cuttings.admin.updated', { code: saved.code }) })
      )}
    />
  );
}

/** History, edit, duplicate and delete for one cutting card on /cuttings-admin. */
export function CuttingAdminActions({ cutting, onDone }: CuttingAdminActionsProps): ReactNode {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const duplicate = useCreateCutting();
  const remove = useDeleteCutting();
  const close = () => setDialog(null);
  const named = (action: string) => `${action} ${cutting.code}`;

  const copy = () =>
    duplicate.mutate(
      {
        code: nextCuttingCode(cutting.code),
        strainId: cutting.strainId,
        status: cutting.status,
        location: cutting.location,
      },
      {
        onSuccess: (created) =>
          onDone({ ok: true, text: t('cuttings.admin.duplicated', { code: created.code }) }),
        onError: (error) => onDone({ ok: false, text: cuttingErrorText(t, error) }),
      },
    );

  return (
    <>
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => setDialog('history')}
          aria-label={named(t('cuttings.admin.history'))}
        >
          {t('cuttings.admin.history')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => setDialog('edit')}
          aria-label={named(t('common.edit'))}
        >
          {t('common.edit')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          loading={duplicate.isPending}
          onClick={copy}
          aria-label={named(t('cuttings.admin.duplicate'))}
        >
          {t('cuttings.admin.duplicate')}
        </Button>
        <Button
          size="compact-sm"
          color="red"
          variant="outline"
          onClick={() => setDialog('delete')}
          aria-label={named(t('common.delete'))}
        >
          {t('common.delete')}
        </Button>
      </Group>
      <Modal
        opened={dialog === 'history'}
        onClose={close}
        title={t('cuttings.admin.historyOf', { code: cutting.code })}
        size="lg"
      >
        {dialog === 'history' ? <CuttingLog cuttingId={cutting._id} manage headless /> : null}
      </Modal>
      <Modal
        opened={dialog === 'edit'}
        onClose={close}
        title={t('cuttings.admin.editOf', { code: cutting.code })}
        size="lg"
      >
        {dialog === 'edit' ? <EditDialogBody id={cutting._id} onDone={onDone} onClose={close} /> : null}
      </Modal>
      <ConfirmModal
        opened={dialog === 'delete'}
        title={t('common.delete')}
        busy={remove.isPending}
        onClose={close}
        onConfirm={() =>
          remove.mutate(cutting._id, {
            onSuccess: () => (
              close(),
              onDone({ ok: true, text: t('cuttings.admin.deleted', { code: cutting.code }) })
            ),
            onError: (error) => (close(), onDone({ ok: false, text: cuttingErrorText(t, error) })),
          })
        }
      >
        <Trans
          i18nKey="cuttings.admin.deleteConfirm"
          values={{ code: cutting.code }}
          components={{ bdi: <bdi /> }}
        />
      </ConfirmModal>
    </>
  );
}
