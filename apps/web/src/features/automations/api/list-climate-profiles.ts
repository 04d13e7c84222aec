import { useQuery } from '@tanstack/react-query';
import { climateProfileSchema, type ClimateProfile } from '@canopy/shared/schemas/automations';
import { apiRequest } from '../../../lib/api-client';
import { automationKeys } from './automation-keys';

/** `GET /api/climate-profiles` (logged in): the profiles a `profile` action may apply. */
export function listClimateProfiles(): Promise<ClimateProfile[]> {
  return apiRequest('/climate-profiles', { schema: climateProfileSchema.array() });
}

export const useClimateProfiles = () =>
  useQuery({ queryKey: automationKeys.choices('profiles'), queryFn: listClimateProfiles, staleTime: 60_000 });
