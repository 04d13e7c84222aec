import { tokenResponseSchema } from '@canopy/shared/schemas/auth';
import {
  mfaDisableBodySchema,
  mfaEnableBodySchema,
  mfaEnableResponseSchema,
  mfaLoginBodySchema,
  mfaSetupResponseSchema,
  mfaStatusSchema,
} from '@canopy/shared/schemas/mfa';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { idParams } from '../../http/collection-routes.ts';
import { requireActor } from '../../http/policy.ts';
import type { MfaService } from './mfa.service.ts';
import type { SecondFactorProof } from './second-factor.ts';

/** The login's second step, which the auth module owns: a ticket and a proof give a session token. */
export type CompleteMfaLogin = (
  mfaToken: string,
  proof: SecondFactorProof,
  clientIp: string,
) => Promise<string>;

export function registerMfaRoutes(app: AppInstance, mfa: MfaService, completeLogin: CompleteMfaLogin): void {
  app.post(
    '/api/auth/mfa',
    {
      config: { policy: 'public' },
      schema: {
        operationId: 'completeMfaLogin',
        summary: 'Finish a two-factor login',
        description:
          'The `mfaToken` of a login that answered `mfaRequired`, with a code from the app or a recovery code.',
        errors: [401, 429],
        tags: ['auth'],
        body: mfaLoginBodySchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const { mfaToken, code, recoveryCode } = request.body;
      const proof = code !== undefined ? { code } : { recoveryCode: recoveryCode ?? '' };
      return { token: await completeLogin(mfaToken, proof, request.ip) };
    },
  );

  app.get(
    '/api/me/mfa',
    {
      config: { policy: 'login', duringMfaEnrollment: true },
      schema: {
        operationId: 'getMfaStatus',
        summary: 'Get my two-factor login status',
        tags: ['auth'],
        response: { 200: mfaStatusSchema },
      },
    },
    (request) => mfa.status(requireActor(request)),
  );

  app.post(
    '/api/me/mfa/setup',
    {
      config: { policy: 'login', duringMfaEnrollment: true },
      schema: {
        operationId: 'setUpMfa',
        summary: 'Start setting up two-factor login',
        description: 'A new secret, pending until `POST /api/me/mfa/enable` confirms it with a code.',
        errors: [409],
        tags: ['auth'],
        response: { 200: mfaSetupResponseSchema },
      },
    },
    (request) => mfa.setup(requireActor(request)),
  );

  app.post(
    '/api/me/mfa/enable',
    {
      config: { policy: 'login', duringMfaEnrollment: true },
      schema: {
        operationId: 'enableMfa',
        summary: 'Turn on two-factor login',
        description: 'Answers the recovery codes, once: only their hashes are kept.',
        errors: [409],
        tags: ['auth'],
        body: mfaEnableBodySchema,
        response: { 200: mfaEnableResponseSchema },
      },
    },
    (request) => mfa.enable(requireActor(request), request.body.code),
  );

  app.post(
    '/api/me/mfa/disable',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'disableMfa',
        summary: 'Turn off two-factor login',
        description: 'With the password and a code from the app or a recovery code.',
        errors: [409, 429],
        tags: ['auth'],
        body: mfaDisableBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await mfa.disable(requireActor(request), request.body.password, request.body.code, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/admin/users/:id/mfa',
    {
      config: { policy: 'admin' },
      schema: {
        operationId: 'resetUserMfa',
        summary: "Turn off a user's two-factor login",
        description: 'For someone who lost their phone and recovery codes; they log in with the password.',
        tags: ['users'],
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await mfa.reset(actor, request.params.id);
      request.log.info({ userId: request.params.id, by: actor.id }, 'two-factor login reset by an admin');
      return reply.code(204).send(null);
    },
  );
}
