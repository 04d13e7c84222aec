import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface PhotoUpload {
  id: string;
  file: Blob;
  fileName: string;
  name: string;
  description: string;
}

export function uploadCuttingPhoto({ id, file, fileName, name, description }: PhotoUpload): Promise<void> {
  const body = new FormData();
  body.append('name', name);
  body.append('description', description);
  // The file goes last: the server reads the text fields before it streams the upload.
  body.append('file', file, fileName);
  return apiRequest(`/cuttings/${encodeURIComponent(id)}/photo`, { method: 'POST', body });
}

export function useUploadCuttingPhoto() {
  return useRefreshingMutation(uploadCuttingPhoto, cuttingKeys.all);
}
