import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface RemoveCuttingDiaryImageInput {
  id: string;
  entryId: string;
  publicId: string;
}

export function removeCuttingDiaryImage({
  id,
  entryId,
  publicId,
}: RemoveCuttingDiaryImageInput): Promise<void> {
  const entry = `/admin/cuttings/${encodeURIComponent(id)}/diary/${encodeURIComponent(entryId)}`;
  return apiRequest(`${entry}/images/${publicId}`, { method: 'DELETE' });
}

export function useRemoveCuttingDiaryImage() {
  return useRefreshingMutation(removeCuttingDiaryImage, cuttingKeys.all);
}
