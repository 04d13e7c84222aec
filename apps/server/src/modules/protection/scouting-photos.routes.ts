import { uploadResponseSchema } from '@canopy/shared/schemas/files';
import type { Actor } from '@canopy/shared/permissions';
import type { UploadResponse } from '@canopy/shared/schemas/files';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import { readSingleUpload } from '../files/read-upload.ts';

/** A scouting entry's photo, uploaded on the grow-room floor before the entry (multipart, in the upload scope). */
export function registerScoutingPhotoRoutes(
  app: AppInstance,
  photos: { uploadScoutingPhoto(actor: Actor, data: Buffer): Promise<UploadResponse> },
): void {
  app.post(
    '/api/scouting/photos',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'uploadScoutingPhoto',
        summary: 'Upload a scouting photo',
        description:
          'Any logged-in user. multipart/form-data with one image in the field "file" (JPEG, PNG, WebP, ' +
          'HEIC, HEIF; 3 MB), stored as `POST /api/upload` stores images: re-encoded, private, behind ' +
          "signed links. Its `publicId` goes in a scouting entry's `photos`, which take only the " +
          "recorder's own uploads (staff: any stored file). Takes an `Idempotency-Key`.",
        tags: ['feeding'],
        consumes: ['multipart/form-data'],
        errors: [503],
        response: { 201: uploadResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const data = await readSingleUpload(request);
      return reply.code(201).send(await photos.uploadScoutingPhoto(actor, data));
    },
  );
}
