import { uploadResponseSchema, type UploadResponse } from '@canopy/shared/schemas/files';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/upload` (or `path`, a route answering as it does): one image; the server re-encodes it and
 * answers where it can be seen.
 */
export function uploadPhoto(file: Blob, name: string, path = '/upload'): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file, name);
  return apiRequest(path, { method: 'POST', body, schema: uploadResponseSchema });
}
