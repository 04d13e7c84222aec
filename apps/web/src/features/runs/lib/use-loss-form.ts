import { useTranslation } from '../../../i18n/use-translation';
import type { LossReason } from '@canopy/shared/crop';
import { lossBodySchema, type LossBody, type PlantGroup } from '@canopy/shared/schemas/runs';
import { cropFormSchema } from '../../../lib/crop/crop-form-schema';
import { isAfterNow, sentInstant } from '../../../lib/crop/local-time-input';
import { useCropForm } from '../../../lib/crop/use-crop-form';
import { useSendKey } from '../../../lib/crop/use-send-key';
import { isQueued } from '../../../lib/offline-queue/send-or-queue';
import { useRecordLoss } from '../api/record-loss';

const FIELDS = ['count', 'reason', 'at', 'note'] as const;
const CODES = {
  'runs.not_enough_plants': 'count',
  'runs.event_out_of_order': 'at',
};

/** The loss form's values; an emptied count is NaN. */
export interface LossDraft {
  count: number;
  reason: LossReason;
  at: string;
  note: string;
}

/**
 * A loss of some of the group's plants, now or backdated; any logged-in user may record one. Offline it
 * waits on the phone (record-loss.ts): `onDone` is told it was queued rather than sent.
 */
export function useLossForm(runId: string, group: PlantGroup, onDone: (queued: boolean) => void) {
  const { t } = useTranslation();
  const record = useRecordLoss();
  const sendKey = useSendKey();
  const { form, errorOf, formError, submitWith, refused } = useCropForm(
    (openedAt) =>
      cropFormSchema(
        lossBodySchema,
        (draft: LossDraft): LossBody => ({
          count: draft.count,
          reason: draft.reason,
          at: sentInstant(draft.at, openedAt) ?? '',
          note: draft.note,
        }),
        (draft) => ({
          at: isAfterNow(draft.at, new Date()) ? t('runs.fieldNotAfterNow') : undefined,
          count:
            draft.count > group.plantCount ? t('runs.fieldTooMany', { max: group.plantCount }) : undefined,
        }),
      ),
    (openedAt): LossDraft => ({ count: 1, reason: 'died', at: openedAt, note: '' }),
  );

  const submit = submitWith((body) =>
    record.mutate(
      { runId, groupId: group._id, body, key: sendKey.current() },
      {
        onSuccess: (answer) => onDone(isQueued(answer)),
        onError: (error) => {
          sendKey.afterError(error);
          refused(error, FIELDS, CODES);
        },
      },
    ),
  );

  return { form, submit, errorOf, formError, saving: record.isPending };
}
