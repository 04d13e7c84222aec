import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { StageEvent } from '@canopy/shared/schemas/runs';
import { useSiteTimeFormat } from '../../../components/crop/site-time';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { errorMessage } from '../../../i18n/error-message';
import { useDeleteEvent } from '../api/delete-event';

export interface UndoMoveModalProps {
  runId: string;
  event: StageEvent;
  roomName: string;
  onClose: () => void;
}

/** Asks before removing a group's latest move; a refusal (another move came since) shows in the dialog. */
export function UndoMoveModal({ runId, event, roomName, onClose }: UndoMoveModalProps): ReactNode {
  const { t } = useTranslation();
  const format = useSiteTimeFormat();
  const remove = useDeleteEvent();
  return (
    <ConfirmModal
      opened
      title={t('runs.undo.title')}
      confirmLabel={t('runs.undo.confirm')}
      busy={remove.isPending}
      error={remove.isError ? errorMessage(t, remove.error) : null}
      onClose={onClose}
      onConfirm={() => remove.mutate({ runId, eventId: event._id }, { onSuccess: onClose })}
    >
      <Trans
        i18nKey="runs.undo.text"
        values={{ stage: t(`crop.stages.${event.stage}`), room: roomName, at: format(event.at) }}
        components={{ bdi: <bdi /> }}
      />
    </ConfirmModal>
  );
}
