import {
  adminApiTokenListSchema,
  apiTokenIdParamsSchema,
  apiTokenListSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
} from '@canopy/shared/schemas/api-tokens';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { ApiTokensService } from './api-tokens.service.ts';

/**
 * `/api/me/tokens` and `/api/admin/tokens`. An API token never opens these
 * (`sessionOnly`): a leaked token cannot mint more tokens or hide itself.
 */
export function registerApiTokenRoutes(app: AppInstance, tokens: ApiTokensService): void {
  const own = { policy: 'login' as const, sessionOnly: true };
  const admin = { policy: 'admin' as const, sessionOnly: true };
  const tags = ['tokens'];
  const params = apiTokenIdParamsSchema;

  app.get(
    '/api/me/tokens',
    {
      config: own,
      schema: {
        tags,
        operationId: 'listMyApiTokens',
        summary: 'List my API tokens',
        description: 'Newest first, expired ones included; never the token itself.',
        response: { 200: apiTokenListSchema },
      },
    },
    (request) => tokens.listOwn(requireActor(request).id),
  );

  app.post(
    '/api/me/tokens',
    {
      config: own,
      schema: {
        tags,
        operationId: 'createApiToken',
        summary: 'Create an API token',
        description:
          'The answer carries the token, shown only this once (only its SHA-256 is stored). Send it as ' +
          '`Authorization: Bearer cnp_...`: it acts with your role as it is at each call; a `read` token ' +
          'may only GET (else 403 `auth.token_scope`). It never opens the token, session, MFA, password ' +
          'or user routes (403 `auth.token_not_allowed`). At most 50 live tokens per user (409 `tokens.too_many`).',
        errors: [409],
        body: createApiTokenBodySchema,
        response: { 201: createdApiTokenSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await tokens.create(requireActor(request).id, request.body)),
  );

  app.delete(
    '/api/me/tokens/:id',
    {
      config: own,
      schema: {
        tags,
        operationId: 'revokeMyApiToken',
        summary: 'Revoke one of my API tokens',
        description: 'It stops working at once. Another user’s token is 404.',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await tokens.revokeOwn(requireActor(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/tokens',
    {
      config: admin,
      schema: {
        tags,
        operationId: 'listAllApiTokens',
        summary: 'List everyone’s API tokens',
        description: 'Every user’s tokens with their owner, newest first; never the token itself.',
        response: { 200: adminApiTokenListSchema },
      },
    },
    () => tokens.listAll(),
  );

  app.delete(
    '/api/admin/tokens/:id',
    {
      config: admin,
      schema: {
        tags,
        operationId: 'revokeApiToken',
        summary: 'Revoke anyone’s API token',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await tokens.revoke(requireActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
