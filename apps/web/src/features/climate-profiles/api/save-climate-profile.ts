import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  climateProfileSchema,
  type ClimateProfile,
  type ClimateProfileBody,
} from '@canopy/shared/schemas/automations';
import { apiRequest } from '../../../lib/api-client';
import { climateProfileKeys } from './climate-profile-keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClimateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: climateProfileKeys.all }),
  });
}
