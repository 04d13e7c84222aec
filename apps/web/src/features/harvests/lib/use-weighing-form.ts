import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weighingBodySchema, type Harvest, type WeighingKind } from '@canopy/shared/schemas/harvests';
import type { WeightUnit } from '@canopy/shared/schemas/site';
import { WEIGHT_VALUE_MAX } from '@canopy/shared/weights';
import { errorText, schemaErrors, type FormErrors } from '../../../lib/crop/form-errors';
import { isAfterNow, sentInstant, toLocalInput } from '../../../lib/crop/local-time-input';
import { serverFieldErrors } from '../../../lib/crop/server-field-errors';
import { useSendKey } from '../../../lib/crop/use-send-key';
import { useWeights } from '../../../lib/crop/use-weights';
import { useAddWeighing } from '../api/add-weighing';

const FIELDS = ['kind', 'value', 'unit', 'at'] as const;
const CODES = { 'harvests.closed': 'kind' } as const;

export interface WeighingDraft {
  kind: WeighingKind;
  /** As the number field holds it: a number, or text while one is being typed ("1."), or ''. */
  value: number | string;
  /** The unit chosen; null while it is the reader's own, which may still be loading. */
  unit: WeightUnit | null;
  at: string;
  /** An admin adding a wet weight after the close, knowingly. */
  override: boolean;
}

/** The typed value as a number, or null when nothing (or nothing numeric) is typed. */
function typedNumber(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const parsed = value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * A weighing as typed: the value and unit go to the server as entered, which keeps them and converts them
 * exactly (nothing is converted here). Wet first while the harvest is open, dry once it is closed. Offline
 * it waits on the phone (add-weighing.ts) and `onDone` is told as when it is sent: the card shows it waiting.
 */
export function useWeighingForm(harvest: Harvest, readerUnit: WeightUnit, onDone: () => void) {
  const { t } = useTranslation();
  const weights = useWeights();
  const [openedAt] = useState(() => toLocalInput(new Date()));
  const [draft, setDraft] = useState<WeighingDraft>(() => ({
    kind: harvest.closedAt ? 'dry' : 'wet',
    value: '',
    unit: null,
    at: openedAt,
    override: false,
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const add = useAddWeighing();
  const sendKey = useSendKey();
  const set = (change: Partial<WeighingDraft>) => setDraft((current) => ({ ...current, ...change }));
  const overriding = draft.override && draft.kind === 'wet' && harvest.closedAt !== null;
  const unit = draft.unit ?? readerUnit;

  const submit = () => {
    const value = typedNumber(draft.value);
    const body = {
      kind: draft.kind,
      value: value ?? Number.NaN,
      unit,
      at: sentInstant(draft.at, openedAt) ?? '',
      ...(overriding && { override: true }),
    };
    const invalid = schemaErrors(weighingBodySchema, body) ?? {};
    // The schema's words for a weight are a password's ("at least 1 character"): the form says its own.
    if (value === null) invalid.value = 'validation.required';
    else if (value <= 0) invalid.value = t('harvests.weigh.valuePositive');
    else if (value > WEIGHT_VALUE_MAX) invalid.value = t('harvests.tooMany', { max: WEIGHT_VALUE_MAX });
    if (isAfterNow(draft.at, new Date())) invalid.at = t('harvests.notAfterNow');
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    add.mutate(
      {
        harvestId: harvest._id,
        body,
        key: sendKey.current(),
        summary: `${t(`harvests.kinds.${draft.kind}`)}: ${weights.asEntered(body.value, unit)}`,
      },
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
  return { draft, unit, set, submit, errorOf, saving: add.isPending };
}
