import { useTranslation } from '../../../i18n/use-translation';
import {
  weighingBodySchema,
  type Harvest,
  type WeighingBody,
  type WeighingKind,
} from '@canopy/shared/schemas/harvests';
import type { WeightUnit } from '@canopy/shared/schemas/site';
import { WEIGHT_VALUE_MAX } from '@canopy/shared/weights';
import { cropFormSchema } from '../../../lib/crop/crop-form-schema';
import { isAfterNow, sentInstant } from '../../../lib/crop/local-time-input';
import { useCropForm } from '../../../lib/crop/use-crop-form';
import { useSendKey } from '../../../lib/crop/use-send-key';
import { useWeights } from '../../../lib/crop/use-weights';
import { useAddWeighing } from '../api/add-weighing';

const FIELDS = ['kind', 'value', 'unit', 'at'] as const;
const CODES = { 'harvests.closed': 'kind' };

export interface WeighingDraft {
  kind: WeighingKind;
  /** NaN while nothing (or nothing numeric) is typed. */
  value: number;
  /** The unit chosen; null while it is the reader's own, which may still be loading. */
  unit: WeightUnit | null;
  at: string;
  /** An admin adding a wet weight after the close, knowingly. */
  override: boolean;
}

/**
 * A weighing as typed: the value and unit go to the server as entered, which keeps them and converts them
 * exactly (nothing is converted here). Wet first while the harvest is open, dry once it is closed. Offline
 * it waits on the phone (add-weighing.ts) and `onDone` is told as when it is sent: the card shows it waiting.
 */
export function useWeighingForm(harvest: Harvest, readerUnit: WeightUnit, onDone: () => void) {
  const { t } = useTranslation();
  const weights = useWeights();
  const add = useAddWeighing();
  const sendKey = useSendKey();
  const { form, errorOf, formError, submitWith, refused } = useCropForm(
    (openedAt) =>
      cropFormSchema(
        weighingBodySchema,
        (draft: WeighingDraft): WeighingBody => ({
          kind: draft.kind,
          value: draft.value,
          unit: draft.unit ?? readerUnit,
          at: sentInstant(draft.at, openedAt) ?? '',
          ...(draft.override && draft.kind === 'wet' && harvest.closedAt !== null && { override: true }),
        }),
        // The schema's words for a weight are a password's ("at least 1 character"): the form says its own.
        (draft) => ({
          value: !Number.isFinite(draft.value)
            ? 'validation.required'
            : draft.value <= 0
              ? t('harvests.weigh.valuePositive')
              : draft.value > WEIGHT_VALUE_MAX
                ? t('harvests.tooMany', { max: WEIGHT_VALUE_MAX })
                : undefined,
          at: isAfterNow(draft.at, new Date()) ? t('harvests.notAfterNow') : undefined,
        }),
      ),
    (openedAt): WeighingDraft => ({
      kind: harvest.closedAt ? 'dry' : 'wet',
      value: Number.NaN,
      unit: null,
      at: openedAt,
      override: false,
    }),
  );

  const submit = submitWith((body) =>
    add.mutate(
      {
        harvestId: harvest._id,
        body,
        key: sendKey.current(),
        summary: `${t(`harvests.kinds.${body.kind}`)}: ${weights.asEntered(body.value, body.unit)}`,
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          sendKey.afterError(error);
          refused(error, FIELDS, CODES);
        },
      },
    ),
  );

  return { form, unit: form.watch('unit') ?? readerUnit, submit, errorOf, formError, saving: add.isPending };
}
