import type { ClimateProfile, PhaseLimits } from '@canopy/shared/schemas/automations';
import type { ClimateProfileRow } from './climate-profiles.repository.ts';

export const toClimateProfile = (row: ClimateProfileRow): ClimateProfile => ({
  _id: row.id,
  name: row.name,
  stage: row.stage,
  day: JSON.parse(row.day) as PhaseLimits,
  night: JSON.parse(row.night) as PhaseLimits,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** What the audit log records of a profile, named as the API names them. */
export const AUDITED_PROFILE_FIELDS = ['name', 'stage', 'day', 'night'] as const;
export const auditedProfile = (profile: ClimateProfile) => ({
  name: profile.name,
  stage: profile.stage,
  day: profile.day,
  night: profile.night,
});
