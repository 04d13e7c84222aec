import type { UploadResponse } from '@canopy/shared/schemas/files';
import { holdPhoto } from '../../../lib/offline-queue/held-photos';
import { uploadPhoto } from '../photos/upload-photo';

/** A diary photo: uploaded now, or kept on the phone for the queued entry when the network is down. */
export async function uploadOrHoldPhoto(file: Blob, name: string): Promise<UploadResponse> {
  if (!navigator.onLine) return holdPhoto(file, name);
  try {
    return await uploadPhoto(file, name);
  } catch (error) {
    if (error instanceof TypeError) return holdPhoto(file, name);
    throw error;
  }
}
