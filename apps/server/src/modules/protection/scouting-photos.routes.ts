import type { Actor } from '@canopy/shared/permissions';
import type { UploadResponse } from '@canopy/shared/schemas/files';
import type { AppInstance } from '../../http/app-instance.ts';
import { IMAGE_UPLOAD_BODY, imageUpload } from '../files/image-upload.ts';

/** A scouting entry's photo, uploaded on the grow-room floor before the entry (multipart, in the upload scope). */
export function registerScoutingPhotoRoutes(
  app: AppInstance,
  photos: { uploadScoutingPhoto(actor: Actor, data: Buffer): Promise<UploadResponse> },
): void {
  // Taken and answered as `POST /api/upload` takes and answers an image.
  const upload = imageUpload((actor, data) => photos.uploadScoutingPhoto(actor, data));
  app.post(
    '/api/scouting/photos',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'uploadScoutingPhoto',
        summary: 'Upload a scouting photo',
        description:
          `Any logged-in user. ${IMAGE_UPLOAD_BODY}, stored as \`POST /api/upload\` stores images: ` +
          "re-encoded, private, behind signed links. Its `publicId` goes in a scouting entry's `photos`, " +
          "which take only the recorder's own uploads (staff: any stored file). Takes an `Idempotency-Key`.",
        tags: ['feeding'],
        ...upload.schema,
      },
    },
    upload.handler,
  );
}
