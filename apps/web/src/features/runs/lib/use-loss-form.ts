import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LossReason } from '@canopy/shared/crop';
import { lossBodySchema, type PlantGroup } from '@canopy/shared/schemas/runs';
import { errorText, schemaErrors, type FormErrors } from '../../../lib/crop/form-errors';
import { serverFieldErrors } from '../../../lib/crop/server-field-errors';
import { isQueued } from '../../../lib/offline-queue/send-or-queue';
import { useRecordLoss } from '../api/record-loss';
import { sentInstant, isAfterNow, toLocalInput } from '../../../lib/crop/local-time-input';
import { useSendKey } from '../../../lib/crop/use-send-key';

const FIELDS = ['count', 'reason', 'at', 'note'] as const;
const CODES = {
  'runs.not_enough_plants': 'count',
  'runs.event_out_of_order': 'at',
} as const;

export interface LossDraft {
  count: number | '';
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
  const [openedAt] = useState(() => toLocalInput(new Date()));
  const [draft, setDraft] = useState<LossDraft>(() => ({
    count: 1,
    reason: 'died',
    at: openedAt,
    note: '',
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const record = useRecordLoss();
  const sendKey = useSendKey();
  const set = (change: Partial<LossDraft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = () => {
    const body = {
      count: draft.count === '' ? Number.NaN : draft.count,
      reason: draft.reason,
      at: sentInstant(draft.at, openedAt) ?? '',
      note: draft.note,
    };
    const invalid = schemaErrors(lossBodySchema, body) ?? {};
    if (isAfterNow(draft.at, new Date())) invalid.at = t('runs.fieldNotAfterNow');
    if (typeof draft.count === 'number' && draft.count > group.plantCount)
      invalid.count = t('runs.fieldTooMany', { max: group.plantCount });
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    record.mutate(
      { runId, groupId: group._id, body, key: sendKey.current() },
      {
        onSuccess: (answer) => onDone(isQueued(answer)),
        onError: (error) => {
          sendKey.afterError(error);
          setErrors(serverFieldErrors(error, FIELDS, CODES));
        },
      },
    );
  };

  const errorOf = (field: string) => errorText(t, errors[field]);
  return { draft, set, submit, errorOf, saving: record.isPending };
}
