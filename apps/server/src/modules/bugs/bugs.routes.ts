import { archivePageQuerySchema } from '@canopy/shared/schemas/archive-page';
import {
  bugSchema,
  bugStatusBodySchema,
  bugsPageQuerySchema,
  bugsPageSchema,
  bugSummarySchema,
  closedBugsPageSchema,
  createBugBodySchema,
  listBugsQuerySchema,
  updateBugBodySchema,
} from '@canopy/shared/schemas/bugs';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { idParams } from '../../http/collection-routes.ts';
import { requireActor } from '../../http/policy.ts';
import { registerThreadRoutes } from '../threads/thread.routes.ts';
import type { BugsService } from './bugs.service.ts';

const tags = ['bugs'];

export function registerBugRoutes(app: AppInstance, bugs: BugsService): void {
  const spec = {
    plural: 'bugs',
    noun: 'Bug',
    item: bugSchema,
    create: { body: createBugBodySchema, summary: 'Report a bug' },
    update: updateBugBodySchema,
    status: { body: bugStatusBodySchema, owner: false },
    delete: {
      summary: 'Move a bug to the trash',
      description: 'Superusers and admins; `POST /api/trash/bug/{id}/restore` brings it back.',
      owner: false,
    },
    upload: {
      operationId: 'uploadBugPhoto',
      summary: 'Attach a photo to a bug',
      description: 'The creator or staff attach one photo (multipart field "file"; 3 MB).',
      most: 1,
    },
  } as const;

  registerThreadRoutes(app, spec, bugs, {
    lists(config) {
      app.get(
        '/api/bugs',
        {
          config,
          schema: {
            operationId: 'listBugs',
            summary: 'List bugs',
            tags,
            description:
              'The bugs not closed (with `includeClosed=true`, every bug), each with its comment count and ' +
              "last comment; a bug's thread comes with `GET /api/bugs/{id}`, closed bugs a page at a time.",
            querystring: listBugsQuerySchema,
            response: { 200: z.array(bugSummarySchema) },
          },
        },
        (request) => bugs.list(request.query.includeClosed === 'true'),
      );

      app.get(
        '/api/bugs/page',
        {
          config,
          schema: {
            operationId: 'listBugsPage',
            summary: 'List bugs a page at a time',
            tags,
            description:
              "The bugs page's list, sorted (`priority`: very urgent, urgent, open, in progress, then the rest; " +
              '`newest`, `oldest`; `status`: in workflow order), newest first within a status, filtered to one ' +
              '`status`, closed bugs only with `includeClosed=true`. `pinned` (comma-separated ids, kept by the ' +
              'browser) are left out of `items` and come with the first page in `pinned`, with `livePins`. Page ' +
              'on with `nextCursor`.',
            querystring: bugsPageQuerySchema,
            response: { 200: bugsPageSchema },
          },
        },
        (request) => bugs.page(request.query),
      );

      app.get(
        '/api/bugs/closed',
        {
          config,
          schema: {
            operationId: 'listClosedBugs',
            summary: 'List closed bugs',
            tags,
            description: 'Closed bugs, most recently closed first; page on with `nextCursor`.',
            querystring: archivePageQuerySchema,
            response: { 200: closedBugsPageSchema },
          },
        },
        (request) => bugs.closedPage(request.query),
      );
    },

    more(ownerOrStaff) {
      app.patch(
        '/api/bugs/:id/close',
        {
          config: ownerOrStaff,
          schema: {
            operationId: 'closeBug',
            summary: 'Close a bug',
            tags,
            params: idParams,
            response: { 200: bugSchema },
          },
        },
        (request) => bugs.close(requireActor(request), request.params.id),
      );
    },
  });
}
