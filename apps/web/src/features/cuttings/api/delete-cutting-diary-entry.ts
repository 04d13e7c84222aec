import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface DeleteCuttingDiaryEntryInput {
  id: string;
  entryId: string;
}

export function deleteCuttingDiaryEntry({ id, entryId }: DeleteCuttingDiaryEntryInput): Promise<void> {
  return apiRequest(`/admin/cuttings/${encodeURIComponent(id)}/diary/${encodeURIComponent(entryId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteCuttingDiaryEntry() {
  return useRefreshingMutation(deleteCuttingDiaryEntry, cuttingKeys.all);
}
