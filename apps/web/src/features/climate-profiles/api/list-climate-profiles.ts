import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { climateProfileSchema, type ClimateProfile } from '@canopy/shared/schemas/automations';
import { apiRequest } from '../../../lib/api-client';
import { climateProfileKeys } from './climate-profile-keys';

/** `GET /api/climate-profiles` (logged in): every profile, by stage then name. */
export function listClimateProfiles(): Promise<ClimateProfile[]> {
  return apiRequest('/climate-profiles', { schema: z.array(climateProfileSchema) });
}

export const useClimateProfiles = () =>
  useQuery({ queryKey: climateProfileKeys.list(), queryFn: listClimateProfiles });
