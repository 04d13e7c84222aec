import { loginBodySchema } from '@canopy/shared/schemas/auth';
import { loginResponseSchema } from '@canopy/shared/schemas/mfa';
import { userSchema } from '@canopy/shared/schemas/users';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { UserLookup } from '../users/users.types.ts';
import { toUser } from '../users/users.mapper.ts';
import { unauthenticated } from '../../lib/app-error.ts';
import type { AuthService } from './auth.service.ts';

export function registerAuthRoutes(app: AppInstance, auth: AuthService, users: UserLookup): void {
  app.post(
    '/api/auth/login',
    {
      config: { policy: 'public' },
      schema: {
        operationId: 'logIn',
        summary: 'Log in',
        description:
          'With two-factor login on, answers `mfaRequired` and an `mfaToken` for `POST /api/auth/mfa` instead of a token.',
        errors: [401, 429],
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request) => auth.login(request.body.email, request.body.password, request.ip),
  );

  app.post(
    '/api/auth/logout',
    {
      config: { policy: 'login', duringMfaEnrollment: true },
      schema: { operationId: 'logOut', summary: 'Log out', tags: ['auth'], response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (request.sessionId) await auth.logout(requireActor(request), request.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { policy: 'login', duringMfaEnrollment: true },
      schema: {
        operationId: 'getCurrentUser',
        summary: 'Get the logged-in user',
        tags: ['auth'],
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const user = await users.findById(requireActor(request).id);
      if (!user) throw unauthenticated();
      return toUser(user);
    },
  );
}
