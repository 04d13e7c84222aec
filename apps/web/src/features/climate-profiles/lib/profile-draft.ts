import type { TFunction } from 'i18next';
import { z } from 'zod';
import {
  climateProfileBodySchema,
  type ClimateProfile,
  type ClimateProfileBody,
} from '@canopy/shared/schemas/automations';
import { checkBody } from '../../../lib/feeding/form-messages';
import { fieldErrorText } from '../../../i18n/validation-message';
import type { TranslationKey } from '../../../i18n/translation-key';

export const PHASES = ['day', 'night'] as const;
export type Phase = (typeof PHASES)[number];
export const METRICS = ['temperature', 'humidity', 'co2'] as const;
export type Metric = (typeof METRICS)[number];

/** The profile form's values: the body's shape, an emptied number field being NaN (refused as required). */
export type ProfileDraft = ClimateProfileBody;

/** The limits a new profile starts from: a typical vegetative room's. */
const NEW_LIMITS = {
  day: { temperature: { min: 22, max: 28 }, humidity: { min: 55, max: 70 }, co2: { min: 800, max: 1200 } },
  night: { temperature: { min: 18, max: 22 }, humidity: { min: 50, max: 65 }, co2: { min: 400, max: 800 } },
};

export function profileDraftOf(profile: ClimateProfile | null): ProfileDraft {
  if (!profile) return { name: '', stage: 'veg', ...structuredClone(NEW_LIMITS) };
  const { name, stage, day, night } = profile;
  return structuredClone({ name, stage, day, night });
}

/** The fields a refusal's details may name (`body.day.co2.min`). */
export const PROFILE_FIELDS = ['name', 'stage', 'day', 'night'];

/** A min above its max is said on the min, in the form's words. */
const MIN_ABOVE_MAX: TranslationKey = 'climateProfiles.form.minAboveMax';

/** The draft checked by the server's own schema, each issue on its field. */
export const profileDraftSchema = z
  .custom<ProfileDraft>()
  .superRefine(
    (draft, context) => void checkBody(climateProfileBodySchema, draft, context, { min: MIN_ABOVE_MAX }),
  );

/** A field's message in the reader's language: this form's own words, a validation key, or the server's. */
export function profileFieldText(t: TFunction, message: string | undefined): string | undefined {
  if (message?.startsWith('climateProfiles.')) return t(message as TranslationKey);
  return fieldErrorText(t, message === undefined ? undefined : { type: 'validate', message });
}

/** A min,max pair as the server words a controller's limits: `24,28`. */
export const pairOf = (limits: { min: number; max: number }) => `${limits.min}–${limits.max}`;
