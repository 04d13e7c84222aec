import {
  GROUP_PHOTOS_PER_UPLOAD,
  EVENT_NOTE_MAX,
  groupPhotoFieldsSchema,
  runSchema,
} from '@canopy/shared/schemas/runs';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { readUploadsWithFields } from '../files/read-upload.ts';
import type { GroupPhotos } from './group-photos.ts';

const tags = ['runs'];
const id = z.string().min(1).max(64);

/** A group's photos: added on the grow-room floor (multipart, in the upload scope) and deleted. */
export function registerGroupPhotoRoutes(app: AppInstance, photos: GroupPhotos): void {
  app.post(
    '/api/runs/:id/groups/:groupId/photos',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'addGroupPhotos',
        summary: 'Add photos of a plant group',
        description:
          `Any logged-in user. multipart/form-data: up to ${GROUP_PHOTOS_PER_UPLOAD} images in fields "file", ` +
          `an optional \`note\` (at most ${EVENT_NOTE_MAX} characters) and \`at\` (dated as a loss is: not ` +
          "before the group began; a phone's clock a little ahead is taken as now). The photos are private, " +
          'behind signed links. Answers the whole run, as `GET /api/runs/{id}` does.',
        consumes: ['multipart/form-data'],
        tags,
        params: z.object({ id, groupId: id }),
        response: { 201: runSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const form = await readUploadsWithFields(request, GROUP_PHOTOS_PER_UPLOAD);
      const parsed = groupPhotoFieldsSchema.safeParse(form.fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw validationFailed(`body.${issue.path.join('.')}`, issue.message);
      }
      const ids = { runId: request.params.id, groupId: request.params.groupId };
      return reply.code(201).send(await photos.add(actor, ids, { data: form.files, fields: parsed.data }));
    },
  );

  app.delete(
    '/api/runs/:id/photos/:photoId',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'deleteGroupPhoto',
        summary: "Delete a plant group's photo",
        description:
          'Its author or staff (403 otherwise); the file goes with it. Answers the whole run, as ' +
          '`GET /api/runs/{id}` does.',
        tags,
        params: z.object({ id, photoId: id }),
        response: { 200: runSchema },
      },
    },
    (request) =>
      photos.remove(requireActor(request), { runId: request.params.id, photoId: request.params.photoId }),
  );
}
