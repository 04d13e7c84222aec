import { authOptionsSchema, oidcExchangeBodySchema } from '@canopy/shared/schemas/auth';
import { loginResponseSchema } from '@canopy/shared/schemas/mfa';
import { z } from 'zod';
import type { AppInstance } from '../../../http/app-instance.ts';
import { bindingCookie, bindingOf } from './oidc-cookie.ts';
import { oidcDisabled } from './oidc.errors.ts';
import type { OidcService } from './oidc.service.ts';

export interface OidcRoutesDeps {
  /** Null when single sign-on is not configured: the login page shows the password form alone. */
  oidc: { service: OidcService; name: string; redirectUri: string } | null;
  passwordLogin: boolean;
  /** Whether PUBLIC_URL is https, so the binding cookie is sent over TLS only. */
  secureCookie: boolean;
}

const redirect = z.null().describe('A redirect: the `Location` header says where.');

export function registerOidcRoutes(
  app: AppInstance,
  { oidc, passwordLogin, secureCookie }: OidcRoutesDeps,
): void {
  app.get(
    '/api/auth/options',
    {
      config: { policy: 'public' },
      schema: {
        operationId: 'getAuthOptions',
        summary: 'Get the ways to log in',
        description: 'What the login page offers: the password form, and single sign-on with its name.',
        tags: ['auth'],
        response: { 200: authOptionsSchema },
      },
    },
    () => ({ passwordLogin, oidc: oidc ? { name: oidc.name } : null }),
  );

  app.get(
    '/api/auth/oidc/start',
    {
      config: { policy: 'public' },
      schema: {
        operationId: 'startOidcLogin',
        summary: 'Start a single sign-on login',
        description:
          'A page the browser navigates to (not a fetch): sets the cookie that ties the login to this browser ' +
          'and redirects to the provider. Without OIDC_* configured: 404 `auth.oidc_disabled`.',
        errors: [404],
        tags: ['auth'],
        response: { 302: redirect, 303: redirect },
      },
    },
    async (_request, reply) => {
      if (!oidc) throw oidcDisabled();
      const step = await oidc.service.start();
      reply.header('set-cookie', bindingCookie(step.binding, secureCookie));
      reply.header('cache-control', 'no-store');
      // A provider's URL answers 302; a refusal parked at once goes to the web page like the callback's.
      return reply.redirect(step.location, step.location.startsWith('/') ? 303 : 302);
    },
  );

  app.get(
    '/api/auth/oidc/callback',
    {
      config: { policy: 'public' },
      schema: {
        operationId: 'finishOidcLogin',
        summary: 'Finish a single sign-on login (the redirect URI)',
        description:
          'The provider sends the browser here. Always answers 303 to the web page `/login/sso#handoff=<code>`; ' +
          'the outcome (a session or a refusal) is collected with `POST /api/auth/oidc/exchange`.',
        errors: [404],
        tags: ['auth'],
        response: { 303: redirect },
      },
    },
    async (request, reply) => {
      if (!oidc) throw oidcDisabled();
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const step = await oidc.service.callback(
        new URL(`${oidc.redirectUri}${query}`),
        bindingOf(request.headers.cookie),
      );
      reply.header('set-cookie', bindingCookie(step.binding, secureCookie));
      reply.header('cache-control', 'no-store');
      return reply.redirect(step.location, 303);
    },
  );

  app.post(
    '/api/auth/oidc/exchange',
    {
      config: { policy: 'public' },
      schema: {
        operationId: 'exchangeOidcHandoff',
        summary: 'Collect a single sign-on login',
        description:
          'Answers what `POST /api/auth/login` answers (never `mfaRequired`: the provider is responsible for ' +
          'the second factor), or the refusal: 403 `auth.oidc_not_allowed` / `auth.oidc_email_unverified`, ' +
          '400 `auth.oidc_state_invalid` / `auth.oidc_handoff_invalid`, 401 `auth.oidc_failed`.',
        errors: [401, 403, 404],
        tags: ['auth'],
        body: oidcExchangeBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      if (!oidc) throw oidcDisabled();
      return oidc.service.exchange(request.body.handoff, bindingOf(request.headers.cookie));
    },
  );
}
