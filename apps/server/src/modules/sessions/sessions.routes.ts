import {
  revokeOtherSessionsResponseSchema,
  sessionIdParamsSchema,
  sessionListSchema,
} from '@canopy/shared/schemas/sessions';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { unauthenticated } from '../../lib/app-error.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { SessionsService } from './sessions.service.ts';

/** The caller and the session they call with; these routes take no API token (`sessionOnly`). */
function caller(request: FastifyRequest) {
  const actor = requireActor(request);
  if (!request.sessionId) throw unauthenticated();
  return { userId: actor.id, sessionId: request.sessionId };
}

/** `/api/me/sessions`: where one is signed in, and ending sessions. */
export function registerSessionRoutes(app: AppInstance, sessions: SessionsService): void {
  const config = { policy: 'login' as const, sessionOnly: true };
  const tags = ['sessions'];

  app.get(
    '/api/me/sessions',
    {
      config,
      schema: {
        tags,
        operationId: 'listSessions',
        summary: 'List my sessions',
        description:
          'The live sessions of the caller, the most recently used first, with the device, the address of ' +
          'the last use and when; the session of this request has `current: true`.',
        response: { 200: sessionListSchema },
      },
    },
    (request) => {
      const { userId, sessionId } = caller(request);
      return sessions.list(userId, sessionId);
    },
  );

  app.delete(
    '/api/me/sessions/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'endSession',
        summary: 'End one of my sessions',
        description: 'Its token stops working at once. Another user’s session is 404, as is an ended one.',
        params: sessionIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await sessions.revoke(caller(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/me/sessions/revoke-others',
    {
      config,
      schema: {
        tags,
        operationId: 'endOtherSessions',
        summary: 'End all my other sessions',
        description: 'Every session of the caller but this one ends at once; the answer says how many.',
        response: { 200: revokeOtherSessionsResponseSchema },
      },
    },
    (request) => {
      const { userId, sessionId } = caller(request);
      return sessions.revokeOthers(userId, sessionId);
    },
  );
}
