import type { Actor } from '@canopy/shared/permissions';
import { z } from 'zod';
import type { AppInstance } from './app-instance.ts';
import type { ErrorStatus } from './openapi-errors.ts';
import { requireActor } from './policy.ts';

/** A record's id in a path (`:id`). */
export const idParams = z.object({ id: z.string().min(1).max(64) });

/** What the OpenAPI document says of one operation. */
export interface OperationDocs {
  operationId: string;
  summary: string;
  description?: string;
  /** Error answers its service adds beyond the ones derived from the route (see openapi-errors.ts). */
  errors?: readonly ErrorStatus[];
}

/** A collection's service as its read routes call it. */
export interface ReadableCollection<Item> {
  list(): Promise<Item[]>;
  get(id: string): Promise<Item>;
}

export interface LoginReadRoutes<Item extends z.ZodType> {
  /** The collection's path: GET lists it, GET `{path}/:id` reads one item. */
  path: string;
  tags: string[];
  item: Item;
  service: ReadableCollection<z.input<Item>>;
  list: OperationDocs;
  get: OperationDocs;
}

/** The read half of a collection anyone logged in may read: the whole list, and one item by id. */
export function registerLoginReadRoutes<Item extends z.ZodType>(
  app: AppInstance,
  spec: LoginReadRoutes<Item>,
): void {
  const { path, tags } = spec;
  // As in registerStaffWriteRoutes below: the routes see plain schemas.
  const item: z.ZodType = spec.item;
  const service: ReadableCollection<unknown> = spec.service;
  const config = { policy: 'login' } as const;

  app.get(path, { config, schema: { ...spec.list, tags, response: { 200: z.array(item) } } }, () =>
    service.list(),
  );

  app.get(
    `${path}/:id`,
    { config, schema: { ...spec.get, tags, params: idParams, response: { 200: item } } },
    (request) => service.get(request.params.id),
  );
}

/** A collection's service as its write routes call it: each change in the name of the acting user. */
export interface StaffKeptCollection<Body, Item> {
  create(actor: Actor, body: Body): Promise<Item>;
  update(actor: Actor, id: string, body: Body): Promise<Item>;
  delete(actor: Actor, id: string): Promise<void>;
}

export interface StaffWriteRoutes<Body extends z.ZodType, Item extends z.ZodType> {
  /** The collection's path: POST creates there, PUT and DELETE act on `{path}/:id`. */
  path: string;
  tags: string[];
  body: Body;
  item: Item;
  service: StaffKeptCollection<z.output<Body>, z.input<Item>>;
  create: OperationDocs;
  update: OperationDocs;
  delete: OperationDocs;
}

/**
 * The write half of a collection that staff keep: POST `{path}` answers 201 with the new item, PUT
 * `{path}/:id` 200 with the replaced one, DELETE `{path}/:id` 204. Each module registers its reads
 * itself (who may read differs: public, anyone logged in, staff) and its own documentation for each.
 */
export function registerStaffWriteRoutes<Body extends z.ZodType, Item extends z.ZodType>(
  app: AppInstance,
  spec: StaffWriteRoutes<Body, Item>,
): void {
  const { path, tags } = spec;
  // The spec's types tie the service to its schemas for the caller; inside, Fastify cannot resolve its
  // reply types through type parameters, so the routes see plain schemas.
  const body: z.ZodType = spec.body;
  const item: z.ZodType = spec.item;
  const service: StaffKeptCollection<unknown, unknown> = spec.service;
  const config = { policy: 'staff' } as const;

  app.post(
    path,
    { config, schema: { ...spec.create, tags, body, response: { 201: item } } },
    async (request, reply) => reply.code(201).send(await service.create(requireActor(request), request.body)),
  );

  app.put(
    `${path}/:id`,
    { config, schema: { ...spec.update, tags, params: idParams, body, response: { 200: item } } },
    (request) => service.update(requireActor(request), request.params.id, request.body),
  );

  app.delete(
    `${path}/:id`,
    { config, schema: { ...spec.delete, tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.delete(requireActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
