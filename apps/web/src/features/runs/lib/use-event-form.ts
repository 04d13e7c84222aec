import { useTranslation } from '../../../i18n/use-translation';
import { nextStage, type Stage } from '@canopy/shared/crop';
import { stageEventBodySchema, type PlantGroup, type StageEventBody } from '@canopy/shared/schemas/runs';
import { cropFormSchema } from '../../../lib/crop/crop-form-schema';
import { isAfterNow, sentInstant } from '../../../lib/crop/local-time-input';
import { useCropForm } from '../../../lib/crop/use-crop-form';
import { useSendKey } from '../../../lib/crop/use-send-key';
import { useRecordEvent } from '../api/record-event';

const FIELDS = ['stage', 'roomId', 'at', 'plantCount', 'note'] as const;
/** The refusals that are about one field: shown beside it. */
const CODES = {
  'runs.event_out_of_order': 'at',
  'runs.not_enough_plants': 'plantCount',
  'rooms.not_found': 'roomId',
};

/** The move form's values; an emptied count is NaN (only a split sends one). */
export interface EventDraft {
  stage: Stage;
  roomId: string;
  at: string;
  plantCount: number;
  note: string;
}

/**
 * A move (the whole group) or a split (part of it) to a stage and room, now or backdated. A refusal keeps
 * everything typed and shows beside the field it is about.
 */
export function useEventForm(runId: string, group: PlantGroup, split: boolean, onDone: () => void) {
  const { t } = useTranslation();
  const record = useRecordEvent();
  const sendKey = useSendKey();
  const { form, errorOf, formError, submitWith, refused } = useCropForm(
    (openedAt) =>
      cropFormSchema(
        stageEventBodySchema,
        (draft: EventDraft): StageEventBody => ({
          stage: draft.stage,
          roomId: draft.roomId,
          at: sentInstant(draft.at, openedAt) ?? '',
          ...(split && { plantCount: draft.plantCount }),
          note: draft.note,
        }),
        (draft) => ({
          at: isAfterNow(draft.at, new Date()) ? t('runs.fieldNotAfterNow') : undefined,
          plantCount:
            split && draft.plantCount >= group.plantCount
              ? t('runs.fieldTooMany', { max: group.plantCount - 1 })
              : undefined,
        }),
      ),
    (openedAt): EventDraft => ({
      stage: split ? group.stage : (nextStage(group.stage) ?? group.stage),
      roomId: group.roomId,
      at: openedAt,
      plantCount: split ? Math.floor(group.plantCount / 2) || Number.NaN : group.plantCount,
      note: '',
    }),
  );

  const submit = submitWith((body) =>
    record.mutate(
      { runId, groupId: group._id, body, key: sendKey.current() },
      {
        onSuccess: onDone,
        onError: (error) => {
          sendKey.afterError(error);
          refused(error, FIELDS, CODES);
        },
      },
    ),
  );

  return { form, submit, errorOf, formError, saving: record.isPending };
}
