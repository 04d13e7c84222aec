import type { UploadResponse } from '@canopy/shared/schemas/files';
import { uploadOrHoldPhoto } from '../../../components/ui/diary/upload-or-hold-photo';

/**
 * `POST /api/scouting/photos`: anyone logged in may upload a scouting photo there (`/api/upload` is staff
 * only), online or, for one held on the phone, when its queued entry is sent (`takeHeldUploads`).
 */
export const SCOUTING_PHOTOS_PATH = '/scouting/photos';

/** A scouting photo: uploaded now, or held on the phone while offline. */
export const uploadScoutingPhoto = (file: Blob, name: string): Promise<UploadResponse> =>
  uploadOrHoldPhoto(file, name, SCOUTING_PHOTOS_PATH);
