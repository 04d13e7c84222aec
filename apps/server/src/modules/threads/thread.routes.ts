import { commentBodySchema } from '@canopy/shared/schemas/bugs';
import type { Actor } from '@canopy/shared/permissions';
import type { FastifyContextConfig } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { idParams } from '../../http/collection-routes.ts';
import { requireActor } from '../../http/policy.ts';
import { readUploads } from '../files/read-upload.ts';

/** What a thread's routes ask of its service. */
export interface ThreadRoutesService<Create, Update, Status> {
  get(id: string): Promise<unknown>;
  create(actor: Actor, body: Create): Promise<unknown>;
  mayEdit(actor: Actor, id: string): Promise<boolean>;
  /** Whether the caller is among the item's people (a task's assignees too): for `status.owner: 'people'`. */
  mayWorkOn?(actor: Actor, id: string): Promise<boolean>;
  update(actor: Actor, id: string, body: Update): Promise<unknown>;
  setStatus(actor: Actor, id: string, status: Status): Promise<unknown>;
  delete(actor: Actor, id: string): Promise<void>;
  attachPhotos(actor: Actor, id: string, uploads: readonly Buffer[]): Promise<unknown>;
  comment(actor: Actor, id: string, text: string): Promise<unknown>;
}

/** The words and schemas of a bug's or a task's routes; the handlers are the same for both. */
export interface ThreadRoutesSpec<Create, Update, Status> {
  /** The path's word, `/api/<plural>`, and the OpenAPI tag. */
  plural: 'bugs' | 'tasks';
  /** The name in operation ids (`getBug`) and summaries (`Get a bug`). */
  noun: 'Bug' | 'Task';
  /** The item with its whole thread: every route but the lists and delete answers it. */
  item: z.ZodType;
  create: { body: z.ZodType<Create>; summary: string };
  update: z.ZodType<Update>;
  /**
   * `owner`: the creator may set it too (the service decides which statuses); `people`: the item's people
   * (`mayWorkOn`: a task's assignees complete it too) and staff; else staff only.
   */
  status: { body: z.ZodType<{ status: Status }>; owner: boolean | 'people' };
  delete: { summary: string; description?: string; owner: boolean };
  upload: { operationId: string; summary: string; description: string; most: number };
}

type Config = FastifyContextConfig & { policy: 'login' };

/**
 * The routes of an item with a thread: its lists first (`lists`, each kind's own), then reading one,
 * creating, editing, its status (`more` after it: a bug's close), the trash, photos and comments.
 * Edits are for the creator or staff, decided before the body is read (the service checks again).
 */
export function registerThreadRoutes<Create, Update, Status>(
  app: AppInstance,
  spec: ThreadRoutesSpec<Create, Update, Status>,
  service: ThreadRoutesService<Create, Update, Status>,
  parts: {
    lists(config: Config): void;
    more?(ownerOrStaff: FastifyContextConfig): void;
  },
): void {
  const config: Config = { policy: 'login' };
  const ownerOrStaff: FastifyContextConfig = {
    ...config,
    access: (actor: Actor, { id }: Readonly<Record<string, string>>) => service.mayEdit(actor, id!),
  };
  // Object-level rules come before the body, whoever decides them.
  const people: FastifyContextConfig = {
    ...config,
    access: (actor: Actor, { id }: Readonly<Record<string, string>>) =>
      service.mayWorkOn ? service.mayWorkOn(actor, id!) : service.mayEdit(actor, id!),
  };
  const staff: FastifyContextConfig = { policy: 'staff' };
  const tags = [spec.plural];
  const { noun } = spec;
  const word = noun.toLowerCase();
  const path = `/api/${spec.plural}`;
  const one = { 200: spec.item };

  parts.lists(config);

  app.get(
    `${path}/:id`,
    {
      config,
      schema: {
        operationId: `get${noun}`,
        summary: `Get a ${word}`,
        tags,
        params: idParams,
        description: `A ${word} with its whole thread.`,
        response: one,
      },
    },
    (request) => service.get(request.params.id),
  );

  app.post(
    path,
    {
      config,
      schema: {
        operationId: `create${noun}`,
        summary: spec.create.summary,
        tags,
        body: spec.create.body,
        response: { 201: spec.item },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(requireActor(request), request.body as Create)),
  );

  app.patch(
    `${path}/:id`,
    {
      config: ownerOrStaff,
      schema: {
        operationId: `update${noun}`,
        summary: `Edit a ${word}`,
        tags,
        params: idParams,
        body: spec.update,
        response: one,
      },
    },
    // The body as the schema parsed it (zod types it for any `Update`, not this one).
    (request) => service.update(requireActor(request), request.params.id, request.body as Update),
  );

  app.patch(
    `${path}/:id/status`,
    {
      config: spec.status.owner === 'people' ? people : spec.status.owner ? ownerOrStaff : staff,
      schema: {
        operationId: `set${noun}Status`,
        summary: `Set a ${word}'s status`,
        tags,
        params: idParams,
        body: spec.status.body,
        response: one,
      },
    },
    (request) => service.setStatus(requireActor(request), request.params.id, request.body.status),
  );

  parts.more?.(ownerOrStaff);

  app.delete(
    `${path}/:id`,
    {
      config: spec.delete.owner ? ownerOrStaff : staff,
      schema: {
        operationId: `delete${noun}`,
        summary: spec.delete.summary,
        ...(spec.delete.description !== undefined && { description: spec.delete.description }),
        tags,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.delete(requireActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${path}/:id/upload`,
    {
      config: ownerOrStaff,
      schema: {
        operationId: spec.upload.operationId,
        summary: spec.upload.summary,
        tags,
        params: idParams,
        description: spec.upload.description,
        consumes: ['multipart/form-data'],
        response: { 201: spec.item },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const uploads = await readUploads(request, spec.upload.most);
      return reply.code(201).send(await service.attachPhotos(actor, request.params.id, uploads));
    },
  );

  app.post(
    `${path}/:id/comments`,
    {
      config,
      schema: {
        operationId: `commentOn${noun}`,
        summary: `Comment on a ${word}`,
        tags,
        params: idParams,
        body: commentBodySchema,
        response: { 201: spec.item },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.comment(requireActor(request), request.params.id, request.body.text)),
  );
}
