import { canUpdateUser } from '@canopy/shared/permissions';
import {
  createUserBodySchema,
  updateUserBodySchema,
  updateUserResponseSchema,
  listedUserSchema,
  userSchema,
} from '@canopy/shared/schemas/users';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { idParams } from '../../http/collection-routes.ts';
import { requireActor } from '../../http/policy.ts';
import type { UsersService } from './users.service.ts';

export function registerUserRoutes(app: AppInstance, users: UsersService): void {
  app.get(
    '/api/admin/users',
    {
      config: { policy: 'admin' },
      schema: {
        operationId: 'listUsers',
        summary: 'List users',
        tags: ['users'],
        response: { 200: z.array(listedUserSchema) },
      },
    },
    () => users.list(),
  );

  app.post(
    '/api/admin/users',
    {
      config: { policy: 'admin' },
      schema: {
        operationId: 'createUser',
        summary: 'Create a user',
        errors: [409],
        tags: ['users'],
        body: createUserBodySchema,
        response: { 201: userSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await users.create(request.body, requireActor(request))),
  );

  app.put(
    '/api/users/:id',
    {
      // One's own account, or an admin: decided before the body is read.
      config: { policy: 'login', access: (actor, { id }) => canUpdateUser(actor, id!) },
      schema: {
        operationId: 'updateUser',
        summary: 'Update a user',
        errors: [409],
        tags: ['users'],
        description:
          'An admin updates anyone; a user updates their own email or password with currentPassword.',
        params: idParams,
        body: updateUserBodySchema,
        response: { 200: updateUserResponseSchema },
      },
    },
    (request) => users.update(requireActor(request), request.params.id, request.body, request.ip),
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: { policy: 'admin' },
      schema: {
        operationId: 'deleteUser',
        summary: 'Delete a user',
        errors: [409],
        tags: ['users'],
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await users.delete(requireActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
