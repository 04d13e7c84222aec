import { apiRequest } from '../../../lib/api-client';
import { strainKeys } from '../../../lib/strains/strain-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface RemoveDiaryPhotoInput {
  strainId: string;
  entryId: string;
  publicId: string;
}

export function removeDiaryPhoto({ strainId, entryId, publicId }: RemoveDiaryPhotoInput): Promise<void> {
  return apiRequest(`/admin/strains/${strainId}/diary/${entryId}/photos/${publicId}`, { method: 'DELETE' });
}

export function useRemoveDiaryPhoto() {
  return useRefreshingMutation(removeDiaryPhoto, strainKeys.all);
}
