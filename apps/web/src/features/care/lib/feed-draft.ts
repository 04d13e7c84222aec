import type { DoseUnit, VolumeUnit } from '@canopy/shared/feeding';
import { feedBodySchema, type FeedBody, type Recipe } from '@canopy/shared/schemas/feeding';
import { optionalNumber } from '../../../components/ui/optional-number';
import { sentInstant } from '../../../lib/crop/local-time-input';
import { entryFormSchema } from './entry-form-schema';

/** One product's dose as the feed form holds it: no product yet is null, an empty dose NaN. */
export interface DoseDraft {
  productId: string | null;
  dose: number;
  unit: DoseUnit;
}

/** The feed form's values; an empty number field is NaN (an empty runoff reading: not measured). */
export interface FeedDraft {
  volume: number;
  volumeUnit: VolumeUnit;
  recipeId: string | null;
  items: DoseDraft[];
  ecIn: number;
  phIn: number;
  ecRunoff: number;
  phRunoff: number;
  note: string;
  /** `datetime-local` text. */
  at: string;
}

export const FEED_FIELDS = [
  'volume',
  'volumeUnit',
  'recipeId',
  'items',
  'ecIn',
  'phIn',
  'ecRunoff',
  'phRunoff',
  'note',
  'at',
] as const;

export const emptyFeedDraft = (openedAt: string): FeedDraft => ({
  volume: Number.NaN,
  volumeUnit: 'L',
  recipeId: null,
  items: [],
  ecIn: Number.NaN,
  phIn: Number.NaN,
  ecRunoff: Number.NaN,
  phRunoff: Number.NaN,
  note: '',
  at: openedAt,
});

/** A recipe's doses, as the form starts from them (each may be changed, removed or added to). */
export const dosesOf = (recipe: Recipe): DoseDraft[] =>
  recipe.items.map(({ productId, dose, unit }) => ({ productId, dose, unit }));

/** The body the draft is sent as: the doses shown (they replace the recipe's), the moment as an instant. */
export function feedBodyOf(draft: FeedDraft, openedAt: string, now = new Date()): FeedBody {
  return {
    at: sentInstant(draft.at, openedAt, now) ?? '',
    volume: draft.volume,
    volumeUnit: draft.volumeUnit,
    recipeId: draft.recipeId,
    items: draft.items.map((item) => ({ productId: item.productId ?? '', dose: item.dose, unit: item.unit })),
    ecIn: draft.ecIn,
    phIn: draft.phIn,
    ecRunoff: optionalNumber(draft.ecRunoff),
    phRunoff: optionalNumber(draft.phRunoff),
    note: draft.note,
  };
}

/** The feed form's schema: the draft as the body the API takes, checked with the server's own schema. */
export const feedFormSchema = entryFormSchema<FeedDraft, FeedBody>(feedBodySchema, feedBodyOf, {
  volume: 'care.form.volume',
  productId: 'care.form.product',
  dose: 'care.form.dose',
  ecIn: 'care.form.ec',
  ecRunoff: 'care.form.ec',
  phIn: 'care.form.ph',
  phRunoff: 'care.form.ph',
});
