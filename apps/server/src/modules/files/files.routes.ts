import { FILE_VARIANTS, publicIdSchema } from '@canopy/shared/schemas/files';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import type { FilesService } from './files.service.ts';
import { IMAGE_UPLOAD_BODY, imageUpload } from './image-upload.ts';

const fileParams = z.object({ publicId: publicIdSchema, variant: z.enum(FILE_VARIANTS) });
const grantQuery = z.object({
  expires: z.coerce.number().int().optional(),
  signature: z.string().max(100).optional(),
});

export function registerFileRoutes(app: AppInstance, files: FilesService): void {
  const upload = imageUpload((actor, data) => files.storeImage(data, actor.id));
  app.post(
    '/api/upload',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'uploadImage',
        summary: 'Upload an image',
        tags: ['files'],
        description: `${IMAGE_UPLOAD_BODY}.`,
        ...upload.schema,
      },
    },
    upload.handler,
  );

  app.get(
    '/api/files/:publicId/:variant',
    {
      config: { policy: 'public' },
      schema: {
        operationId: 'getFile',
        summary: 'Get a stored image',
        tags: ['files'],
        description: 'A stored image. Private ones need the expires and signature of a signed URL.',
        errors: [503],
        params: fileParams,
        querystring: grantQuery,
      },
    },
    async (request, reply) => {
      const { publicId, variant } = request.params;
      const file = await files.read(publicId, variant, request.query);
      return reply
        .type(file.type)
        .header('cache-control', file.cacheControl)
        .header('content-length', file.size)
        .send(file.body);
    },
  );
}
