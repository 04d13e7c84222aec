import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export function deleteCutting(id: string): Promise<void> {
  return apiRequest(`/admin/cuttings/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCutting() {
  return useRefreshingMutation(deleteCutting, cuttingKeys.all);
}
