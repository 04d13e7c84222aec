import type { TreatmentMethod, TreatmentUnit, VolumeUnit } from '@canopy/shared/feeding';
import { treatmentBodySchema, type TreatmentBody } from '@canopy/shared/schemas/feeding';
import { optionalNumber } from '../../../components/ui/optional-number';
import { sentInstant } from '../../../lib/crop/local-time-input';
import { entryFormSchema } from './entry-form-schema';

/** The treatment form's values; an empty spray volume (NaN) is none given. */
export interface TreatmentDraft {
  productId: string | null;
  dose: number;
  unit: TreatmentUnit;
  volume: number;
  volumeUnit: VolumeUnit;
  method: TreatmentMethod;
  target: string;
  applicator: string;
  note: string;
  at: string;
}

export const TREATMENT_FIELDS = [
  'productId',
  'dose',
  'unit',
  'volume',
  'volumeUnit',
  'method',
  'target',
  'applicator',
  'note',
  'at',
] as const;

export const emptyTreatmentDraft = (openedAt: string): TreatmentDraft => ({
  productId: null,
  dose: Number.NaN,
  unit: 'ml/L',
  volume: Number.NaN,
  volumeUnit: 'L',
  method: 'spray',
  target: '',
  applicator: '',
  note: '',
  at: openedAt,
});

/** The body: the spray volume and its unit together, or neither. */
export function treatmentBodyOf(draft: TreatmentDraft, openedAt: string, now = new Date()): TreatmentBody {
  const volume = optionalNumber(draft.volume);
  return {
    at: sentInstant(draft.at, openedAt, now) ?? '',
    productId: draft.productId ?? '',
    dose: draft.dose,
    unit: draft.unit,
    volume,
    volumeUnit: volume === null ? null : draft.volumeUnit,
    method: draft.method,
    target: draft.target,
    applicator: draft.applicator,
    note: draft.note,
  };
}

export const treatmentFormSchema = entryFormSchema<TreatmentDraft, TreatmentBody>(
  treatmentBodySchema,
  treatmentBodyOf,
  { productId: 'care.form.product', dose: 'care.form.dose', volume: 'care.form.volume' },
);
