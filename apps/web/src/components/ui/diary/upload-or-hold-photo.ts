import type { UploadResponse } from '@canopy/shared/schemas/files';
import { holdPhoto } from '../../../lib/offline-queue/held-photos';
import { uploadPhoto } from '../photos/upload-photo';

/**
 * A diary photo: uploaded now (to `/api/upload`, or `path`), or kept on the phone for the queued entry
 * when the network is down (its queued write then names the same path: `takeHeldUploads`).
 */
export async function uploadOrHoldPhoto(file: Blob, name: string, path?: string): Promise<UploadResponse> {
  if (!navigator.onLine) return holdPhoto(file, name);
  try {
    return await uploadPhoto(file, name, path);
  } catch (error) {
    if (error instanceof TypeError) return holdPhoto(file, name);
    throw error;
  }
}
