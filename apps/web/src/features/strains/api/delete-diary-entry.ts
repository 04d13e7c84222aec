import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { strainKeys } from '../../../lib/strains/strain-keys';

export interface DeleteDiaryEntryInput {
  strainId: string;
  entryId: string;
}

export function deleteDiaryEntry({ strainId, entryId }: DeleteDiaryEntryInput): Promise<void> {
  return apiRequest(`/admin/strains/${strainId}/diary/${entryId}`, { method: 'DELETE' });
}

export function useDeleteDiaryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiaryEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: strainKeys.all }),
  });
}
