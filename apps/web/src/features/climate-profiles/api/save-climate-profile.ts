import {
  climateProfileSchema,
  type ClimateProfile,
  type ClimateProfileBody,
} from '@canopy/shared/schemas/automations';
import { apiRequest } from '../../../lib/api-client';
import { climateProfileKeys } from './climate-profile-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export type SaveClimateProfileInput = { id: string | null; body: ClimateProfileBody };

/** `POST /api/climate-profiles` for a new profile, `PUT /api/climate-profiles/{id}` to replace one (staff). */
export function saveClimateProfile({ id, body }: SaveClimateProfileInput): Promise<ClimateProfile> {
  return id === null
    ? apiRequest('/climate-profiles', { method: 'POST', body, schema: climateProfileSchema })
    : apiRequest(`/climate-profiles/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
        schema: climateProfileSchema,
      });
}

export function useSaveClimateProfile() {
  return useRefreshingMutation(saveClimateProfile, climateProfileKeys.all);
}
