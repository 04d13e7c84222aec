import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { harvestBodySchema, type HarvestBody } from '@canopy/shared/schemas/harvests';
import type { PlantGroup } from '@canopy/shared/schemas/runs';
import { cropFormSchema } from '../../../lib/crop/crop-form-schema';
import { isAfterNow, sentInstant } from '../../../lib/crop/local-time-input';
import { useCropForm } from '../../../lib/crop/use-crop-form';
import { useSendKey } from '../../../lib/crop/use-send-key';
import { useRecordHarvest } from '../api/record-harvest';
import { preHarvestHoldOf, type PreHarvestHold } from './pre-harvest-hold';

const FIELDS = ['plantCount', 'roomId', 'at'] as const;
/** The refusals that are about one field: shown beside it (a move's, since a harvest moves the plants). */
const CODES = {
  'runs.not_enough_plants': 'plantCount',
  'runs.event_out_of_order': 'at',
  'rooms.not_found': 'roomId',
};

/** The harvest form's values; an emptied count is NaN. */
export interface HarvestDraft {
  plantCount: number;
  roomId: string;
  at: string;
}

/**
 * A flowering group harvested, all of it or some plants, now or backdated, to dry where it flowered
 * unless another room is chosen. A refusal keeps everything typed and shows beside the field it is about;
 * a treatment's pre-harvest interval is a `hold` the form shows, which staff may `submit(true)` past.
 */
export function useHarvestForm(runId: string, group: PlantGroup, onDone: () => void) {
  const { t } = useTranslation();
  const [hold, setHold] = useState<PreHarvestHold | null>(null);
  const record = useRecordHarvest();
  const sendKey = useSendKey();
  const { form, errorOf, formError, submitWith, refused } = useCropForm(
    (openedAt) =>
      cropFormSchema(
        harvestBodySchema,
        (draft: HarvestDraft): HarvestBody => ({
          groupId: group._id,
          at: sentInstant(draft.at, openedAt) ?? '',
          plantCount: draft.plantCount,
          roomId: draft.roomId,
        }),
        (draft) => ({
          at: isAfterNow(draft.at, new Date()) ? t('harvests.notAfterNow') : undefined,
          plantCount:
            draft.plantCount > group.plantCount
              ? t('harvests.tooMany', { max: group.plantCount })
              : undefined,
        }),
      ),
    (openedAt): HarvestDraft => ({ plantCount: group.plantCount, roomId: group.roomId, at: openedAt }),
  );

  const send = (body: HarvestBody) => {
    setHold(null);
    record.mutate(
      { runId, body, key: sendKey.current() },
      {
        onSuccess: onDone,
        onError: (error) => {
          sendKey.afterError(error);
          const held = preHarvestHoldOf(error);
          setHold(held);
          if (!held) refused(error, FIELDS, CODES);
        },
      },
    );
  };
  const clearHold = () => setHold(null);

  /** `override`: staff harvest inside a treatment's pre-harvest interval knowingly (the server audits it). */
  const submit = (override = false) =>
    submitWith((body) => send(override ? { ...body, override: true } : body), clearHold)();

  return { form, submit, errorOf, formError, hold, saving: record.isPending };
}
