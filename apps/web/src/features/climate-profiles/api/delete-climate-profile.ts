import { apiRequest } from '../../../lib/api-client';
import { climateProfileKeys } from './climate-profile-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** `DELETE /api/climate-profiles/{id}` (staff): refused with 409 while a room or an automation uses it. */
export const deleteClimateProfile = (id: string): Promise<void> =>
  apiRequest(`/climate-profiles/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteClimateProfile() {
  return useRefreshingMutation(deleteClimateProfile, climateProfileKeys.all);
}
