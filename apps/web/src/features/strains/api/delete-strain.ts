import { apiRequest } from '../../../lib/api-client';
import { strainKeys } from '../../../lib/strains/strain-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export function deleteStrain(id: string): Promise<void> {
  return apiRequest(`/admin/strains/${id}`, { method: 'DELETE' });
}

export function useDeleteStrain() {
  return useRefreshingMutation(deleteStrain, strainKeys.all);
}
