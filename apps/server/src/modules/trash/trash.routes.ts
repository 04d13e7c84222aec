import { trashItemParamsSchema, trashListSchema } from '@canopy/shared/schemas/trash';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { TrashService } from './trash.service.ts';

const tags = ['trash'];
const config = { policy: 'staff' as const };

/** `/api/trash`: superusers and admins see what was deleted and bring it back before the purge. */
export function registerTrashRoutes(app: AppInstance, trash: TrashService): void {
  app.get(
    '/api/trash',
    {
      config,
      schema: {
        tags,
        operationId: 'listTrash',
        summary: 'List the trash',
        description:
          'Deleted strains, cuttings, news items, bugs, tasks and rooms, newest first (at most 500), each with ' +
          'when the purge removes it: `purgeAt` null for a room a run used, which the run history keeps for ' +
          'good. Cuttings that went with their strain come back with it and are not listed.',
        response: { 200: trashListSchema },
      },
    },
    () => trash.list(),
  );

  app.post(
    '/api/trash/:entity/:id/restore',
    {
      config,
      schema: {
        tags,
        operationId: 'restoreFromTrash',
        summary: 'Restore an object from the trash',
        description:
          'Brings it back with its photos, diary, log, comments and QR label; a strain brings back the ' +
          'cuttings that went with it; a room comes back without its former devices (they may be in other ' +
          'rooms now). A cutting whose strain is in the trash answers 409 `trash.parent_in_trash`.',
        params: trashItemParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await trash.restore(requireActor(request), request.params.entity, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
