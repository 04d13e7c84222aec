import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCuttingDiaryEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cuttingKeys.all }),
  });
}
