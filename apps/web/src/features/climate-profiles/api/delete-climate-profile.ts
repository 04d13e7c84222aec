import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { climateProfileKeys } from './climate-profile-keys';

/** `DELETE /api/climate-profiles/{id}` (staff): refused with 409 while a room or an automation uses it. */
export const deleteClimateProfile = (id: string): Promise<void> =>
  apiRequest(`/climate-profiles/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteClimateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClimateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: climateProfileKeys.all }),
  });
}
