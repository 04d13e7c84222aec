import { apiRequest } from '../../../lib/api-client';
import { strainKeys } from '../../../lib/strains/strain-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface DeleteDiaryEntryInput {
  strainId: string;
  entryId: string;
}

export function deleteDiaryEntry({ strainId, entryId }: DeleteDiaryEntryInput): Promise<void> {
  return apiRequest(`/admin/strains/${strainId}/diary/${entryId}`, { method: 'DELETE' });
}

export function useDeleteDiaryEntry() {
  return useRefreshingMutation(deleteDiaryEntry, strainKeys.all);
}
