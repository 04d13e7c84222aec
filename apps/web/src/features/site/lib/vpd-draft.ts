import type { GrowingStage } from '@canopy/shared/crop';
import type { VpdTargets } from '@canopy/shared/schemas/site';
import type { FormErrors } from '../../../lib/crop/form-errors';
import { isCatalogKey } from '../../../i18n/validation-message';

/** The stages whose VPD target the form edits: those the design gives one (DESIGN section 23). */
export const VPD_STAGES = ['propagation', 'veg', 'flower'] as const satisfies readonly GrowingStage[];
export type VpdStage = (typeof VPD_STAGES)[number];

/** A field's value as Mantine hands it over: a number, or text it does not call one yet ('', '1.'). */
export type FieldValue = number | string;
export type VpdDraft = Record<VpdStage, { min: FieldValue; max: FieldValue }>;

export const vpdDraft = (targets: VpdTargets): VpdDraft =>
  Object.fromEntries(
    VPD_STAGES.map((stage) => [stage, { min: targets[stage]?.min ?? '', max: targets[stage]?.max ?? '' }]),
  ) as VpdDraft;

/** What a field's text reads as: NaN while empty, so the schema calls it required. */
const numberOf = (value: FieldValue): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/**
 * The targets to send: the stages the form edits as typed (a stage with both fields empty has none), the
 * others (dry, cure) as the site keeps them.
 */
export function vpdTargetsOf(draft: VpdDraft, kept: VpdTargets): VpdTargets {
  const targets: VpdTargets = { ...kept };
  for (const stage of VPD_STAGES) {
    const { min, max } = draft[stage];
    const range = { min: numberOf(min), max: numberOf(max) };
    if (Number.isNaN(range.min) && Number.isNaN(range.max)) delete targets[stage];
    else targets[stage] = range;
  }
  return targets;
}

/** The form's own words for a target whose end is below its start: the shared schema's are English. */
export const VPD_ORDER_ERROR = 'site.vpdOrder';

/** `errors` with the schema's words on a target's end (`vpdTargets.veg.max`) replaced by the form's. */
export const withVpdOrder = (errors: FormErrors): FormErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      /^vpdTargets\.\w+\.max$/.test(field) && message && !isCatalogKey(message) ? VPD_ORDER_ERROR : message,
    ]),
  );
