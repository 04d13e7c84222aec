import type { GrowingStage } from '@canopy/shared/crop';
import type { VpdTargets } from '@canopy/shared/schemas/site';
import type { OwnChecks } from '../../../lib/crop/crop-form-schema';

/** The stages whose VPD target the form edits: those the design gives one (DESIGN section 23). */
export const VPD_STAGES = ['propagation', 'veg', 'flower'] as const satisfies readonly GrowingStage[];
export type VpdStage = (typeof VPD_STAGES)[number];

/** Each edited stage's target as the form holds it; an emptied end is NaN, so the schema calls it required. */
export type VpdDraft = Record<VpdStage, { min: number; max: number }>;

export const vpdDraft = (targets: VpdTargets): VpdDraft =>
  Object.fromEntries(
    VPD_STAGES.map((stage) => [
      stage,
      { min: targets[stage]?.min ?? Number.NaN, max: targets[stage]?.max ?? Number.NaN },
    ]),
  ) as VpdDraft;

/**
 * The targets to send: the stages the form edits as typed (a stage with both fields empty has none), the
 * others (dry, cure) as the site keeps them.
 */
export function vpdTargetsOf(draft: VpdDraft, kept: VpdTargets): VpdTargets {
  const targets: VpdTargets = { ...kept };
  for (const stage of VPD_STAGES) {
    const { min, max } = draft[stage];
    if (Number.isNaN(min) && Number.isNaN(max)) delete targets[stage];
    else targets[stage] = { min, max };
  }
  return targets;
}

/** The form's own words for a target whose end is below its start: the shared schema's are English. */
export const VPD_ORDER_ERROR = 'site.vpdOrder';

/**
 * A target's end below its start, said (`words`: VPD_ORDER_ERROR's text) on the end (`vpdTargets.veg.max`),
 * where it comes before the shared schema's English words.
 */
export const vpdOrderChecks = (draft: VpdDraft, words: string): OwnChecks =>
  Object.fromEntries(
    VPD_STAGES.filter((stage) => draft[stage].max < draft[stage].min).map((stage) => [
      `vpdTargets.${stage}.max`,
      words,
    ]),
  );
