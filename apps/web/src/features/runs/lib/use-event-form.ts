import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextStage, type Stage } from '@canopy/shared/crop';
import { stageEventBodySchema, type PlantGroup } from '@canopy/shared/schemas/runs';
import { errorText, schemaErrors, type FormErrors } from '../../../lib/crop/form-errors';
import { serverFieldErrors } from '../../../lib/crop/server-field-errors';
import { useRecordEvent } from '../api/record-event';
import { sentInstant, isAfterNow, toLocalInput } from '../../../lib/crop/local-time-input';
import { useSendKey } from '../../../lib/crop/use-send-key';

const FIELDS = ['stage', 'roomId', 'at', 'plantCount', 'note'] as const;
/** The refusals that are about one field: shown beside it. */
const CODES = {
  'runs.event_out_of_order': 'at',
  'runs.not_enough_plants': 'plantCount',
  'rooms.not_found': 'roomId',
} as const;

export interface EventDraft {
  stage: Stage;
  roomId: string;
  at: string;
  plantCount: number | '';
  note: string;
}

/**
 * A move (the whole group) or a split (part of it) to a stage and room, now or backdated. A refusal keeps
 * everything typed and shows beside the field it is about.
 */
export function useEventForm(runId: string, group: PlantGroup, split: boolean, onDone: () => void) {
  const { t } = useTranslation();
  const [openedAt] = useState(() => toLocalInput(new Date()));
  const [draft, setDraft] = useState<EventDraft>(() => ({
    stage: split ? group.stage : (nextStage(group.stage) ?? group.stage),
    roomId: group.roomId,
    at: openedAt,
    plantCount: split ? Math.floor(group.plantCount / 2) || '' : group.plantCount,
    note: '',
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const record = useRecordEvent();
  const sendKey = useSendKey();
  const set = (change: Partial<EventDraft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = () => {
    const body = {
      stage: draft.stage,
      roomId: draft.roomId,
      at: sentInstant(draft.at, openedAt) ?? '',
      ...(split && { plantCount: draft.plantCount === '' ? Number.NaN : draft.plantCount }),
      note: draft.note,
    };
    const invalid = schemaErrors(stageEventBodySchema, body) ?? {};
    if (isAfterNow(draft.at, new Date())) invalid.at = t('runs.fieldNotAfterNow');
    if (split && typeof draft.plantCount === 'number' && draft.plantCount >= group.plantCount)
      invalid.plantCount = t('runs.fieldTooMany', { max: group.plantCount - 1 });
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    record.mutate(
      { runId, groupId: group._id, body, key: sendKey.current() },
      {
        onSuccess: onDone,
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
