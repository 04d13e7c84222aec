import { archivePageQuerySchema } from '@canopy/shared/schemas/archive-page';
import {
  bugSchema,
  bugStatusBodySchema,
  bugsPageQuerySchema,
  bugsPageSchema,
  bugSummarySchema,
  closedBugsPageSchema,
  commentBodySchema,
  createBugBodySchema,
  listBugsQuerySchema,
  updateBugBodySchema,
} from '@canopy/shared/schemas/bugs';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { Actor } from '@canopy/shared/permissions';
import { readSingleUpload } from '../files/read-upload.ts';
import type { BugsService } from './bugs.service.ts';

const params = z.object({ id: z.string().min(1).max(64) });
const one = { 200: bugSchema };

export function registerBugRoutes(app: AppInstance, bugs: BugsService): void {
  const login = { policy: 'login' as const };
  const tags = ['bugs'];

  app.get(
    '/api/bugs',
    {
      config: login,
      schema: {
        operationId: 'listBugs',
        summary: 'List bugs',
        tags,
        description:
          'The bugs not closed (with `includeClosed=true`, every bug), each with its comment count and last ' +
          "comment; a bug's thread comes with `GET /api/bugs/{id}`, closed bugs a page at a time.",
        querystring: listBugsQuerySchema,
        response: { 200: z.array(bugSummarySchema) },
      },
    },
    (request) => bugs.list(request.query.includeClosed === 'true'),
  );

  app.get(
    '/api/bugs/page',
    {
      config: login,
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
      config: login,
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

  app.get(
    '/api/bugs/:id',
    {
      config: login,
      schema: {
        operationId: 'getBug',
        summary: 'Get a bug',
        tags,
        params,
        description: 'A bug with its whole thread.',
        response: one,
      },
    },
    (request) => bugs.get(request.params.id),
  );

  app.post(
    '/api/bugs',
    {
      config: login,
      schema: {
        operationId: 'createBug',
        summary: 'Report a bug',
        tags,
        body: createBugBodySchema,
        response: { 201: bugSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await bugs.create(requireActor(request), request.body)),
  );

  // The creator or staff, decided before the body is read.
  const ownerOrStaff = {
    ...login,
    access: (actor: Actor, { id }: Readonly<Record<string, string>>) => bugs.mayEdit(actor, id!),
  };

  app.patch(
    '/api/bugs/:id',
    {
      config: ownerOrStaff,
      schema: {
        operationId: 'updateBug',
        summary: 'Edit a bug',
        tags,
        params,
        body: updateBugBodySchema,
        response: one,
      },
    },
    (request) => bugs.update(requireActor(request), request.params.id, request.body),
  );

  app.patch(
    '/api/bugs/:id/status',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'setBugStatus',
        summary: "Set a bug's status",
        tags,
        params,
        body: bugStatusBodySchema,
        response: one,
      },
    },
    (request) => bugs.setStatus(requireActor(request), request.params.id, request.body.status),
  );

  app.patch(
    '/api/bugs/:id/close',
    {
      config: ownerOrStaff,
      schema: { operationId: 'closeBug', summary: 'Close a bug', tags, params, response: one },
    },
    (request) => bugs.close(requireActor(request), request.params.id),
  );

  app.delete(
    '/api/bugs/:id',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'deleteBug',
        summary: 'Move a bug to the trash',
        description: 'Superusers and admins; `POST /api/trash/bug/{id}/restore` brings it back.',
        tags,
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await bugs.delete(requireActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/bugs/:id/upload',
    {
      config: ownerOrStaff,
      schema: {
        operationId: 'uploadBugPhoto',
        summary: 'Attach a photo to a bug',
        tags,
        params,
        description: 'The creator or staff attach one photo (multipart field "file"; 3 MB).',
        consumes: ['multipart/form-data'],
        response: { 201: bugSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const photo = await readSingleUpload(request);
      return reply.code(201).send(await bugs.attachPhotos(actor, request.params.id, [photo]));
    },
  );

  app.post(
    '/api/bugs/:id/comments',
    {
      config: login,
      schema: {
        operationId: 'commentOnBug',
        summary: 'Comment on a bug',
        tags,
        params,
        body: commentBodySchema,
        response: { 201: bugSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await bugs.comment(requireActor(request), request.params.id, request.body.text)),
  );
}
