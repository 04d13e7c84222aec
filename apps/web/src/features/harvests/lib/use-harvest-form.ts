import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { harvestBodySchema } from '@canopy/shared/schemas/harvests';
import type { PlantGroup } from '@canopy/shared/schemas/runs';
import { errorText, schemaErrors, type FormErrors } from '../../../lib/crop/form-errors';
import { isAfterNow, sentInstant, toLocalInput } from '../../../lib/crop/local-time-input';
import { serverFieldErrors } from '../../../lib/crop/server-field-errors';
import { useSendKey } from '../../../lib/crop/use-send-key';
import { useRecordHarvest } from '../api/record-harvest';
import { preHarvestHoldOf, type PreHarvestHold } from './pre-harvest-hold';

const FIELDS = ['plantCount', 'roomId', 'at'] as const;
/** The refusals that are about one field: shown beside it (a move's, since a harvest moves the plants). */
const CODES = {
  'runs.not_enough_plants': 'plantCount',
  'runs.event_out_of_order': 'at',
  'rooms.not_found': 'roomId',
} as const;

export interface HarvestDraft {
  plantCount: number | '';
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
  const [openedAt] = useState(() => toLocalInput(new Date()));
  const [draft, setDraft] = useState<HarvestDraft>(() => ({
    plantCount: group.plantCount,
    roomId: group.roomId,
    at: openedAt,
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [hold, setHold] = useState<PreHarvestHold | null>(null);
  const record = useRecordHarvest();
  const sendKey = useSendKey();
  const set = (change: Partial<HarvestDraft>) => setDraft((current) => ({ ...current, ...change }));

  /** `override`: staff harvest inside a treatment's pre-harvest interval knowingly (the server audits it). */
  const submit = (override = false) => {
    const body = {
      groupId: group._id,
      at: sentInstant(draft.at, openedAt) ?? '',
      plantCount: draft.plantCount === '' ? Number.NaN : draft.plantCount,
      roomId: draft.roomId,
      ...(override && { override: true }),
    };
    const invalid = schemaErrors(harvestBodySchema, body) ?? {};
    if (isAfterNow(draft.at, new Date())) invalid.at = t('harvests.notAfterNow');
    if (typeof draft.plantCount === 'number' && draft.plantCount > group.plantCount)
      invalid.plantCount = t('harvests.tooMany', { max: group.plantCount });
    setErrors(invalid);
    setHold(null);
    if (Object.keys(invalid).length > 0) return;
    record.mutate(
      { runId, body, key: sendKey.current() },
      {
        onSuccess: onDone,
        onError: (error) => {
          sendKey.afterError(error);
          const held = preHarvestHoldOf(error);
          setHold(held);
          setErrors(held ? {} : serverFieldErrors(error, FIELDS, CODES));
        },
      },
    );
  };

  const errorOf = (field: string) => errorText(t, errors[field]);
  return { draft, set, submit, errorOf, hold, saving: record.isPending };
}
