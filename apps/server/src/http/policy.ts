import type { ApiTokenScope } from '@canopy/shared/api-tokens';
import { isAdmin, isStaff, type Actor } from '@canopy/shared/permissions';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { apiTokenRefusal, isSessionOnly } from './api-token-rules.ts';
import { forbidden, mfaEnrollmentRequired, unauthenticated } from '../lib/app-error.ts';

/**
 * Route-level access, declared where each `/api` route is registered (`config: { policy }`). Object-level
 * rules (the creator of a bug, one's own account) are declared beside it (`config: { access }`) and decided
 * in the same place, before the body is read; the services check them again when they act.
 */
export const POLICIES = ['public', 'login', 'staff', 'admin'] as const;
export type Policy = (typeof POLICIES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: Policy;
    access?: ObjectAccess;
    /** Never open to an API token (403 `auth.token_not_allowed`); some paths are so anyway (api-token-rules.ts). */
    sessionOnly?: boolean;
    /** Open to a session that may only enrol in two-factor login (MFA_REQUIRED_ROLES); others answer 403. */
    duringMfaEnrollment?: true;
  }
  interface FastifyInstance {
    /** Every `/api` route with its declared policy, for the test that audits them. */
    apiRoutes: { method: string; url: string; policy: Policy; sessionOnly: boolean }[];
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** The session of a session token; null for an API token or no token. */
    sessionId: string | null;
    /** The API token the caller sent, if that is how they authenticated. */
    apiToken: { id: string; scope: ApiTokenScope } | null;
  }
}

/**
 * May this actor act on the object the URL names (its path params)? Loads what it needs; a missing object
 * throws the module's own 404.
 */
export type ObjectAccess = (
  actor: Actor,
  params: Readonly<Record<string, string>>,
) => Promise<boolean> | boolean;

/** Who sent a request, as recorded on the session or token it used. */
export interface RequestClient {
  /** `request.ip`: behind trusted proxies (TRUST_PROXY), the caller they name. */
  ip: string;
  userAgent: string | undefined;
}

/** What a bearer token stands for: a session of a signed-in person, or an API token. */
export interface Credential {
  actor: Actor;
  sessionId: string | null;
  apiToken: { id: string; scope: ApiTokenScope } | null;
  /** A session whose user must turn two-factor login on before anything else. */
  mfaEnrollmentPending?: boolean;
}

export interface Authenticator {
  /** Resolves a bearer token (a session's or an API token) to its caller, or throws a 401 AppError. */
  authenticate(token: string, client: RequestClient): Promise<Credential>;
}

const ALLOWED: Record<Policy, (actor: Actor | null) => boolean> = {
  public: () => true,
  login: (actor) => actor !== null,
  staff: isStaff,
  admin: isAdmin,
};

/** Deny by default: an `/api` route registered without a policy stops the app from starting. */
export function registerPolicies(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('apiToken', null);

  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    const policy = route.config?.policy;
    if (policy !== undefined && !POLICIES.includes(policy)) {
      throw new Error(`Route ${String(route.method)} ${route.url} has an unknown policy`);
    }
    const sessionOnly = isSessionOnly(route.url, route.config?.sessionOnly);
    if (route.url.startsWith('/api')) {
      if (!policy) throw new Error(`Route ${String(route.method)} ${route.url} has no policy`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, policy, sessionOnly });
      }
    }
    // onRequest, before the body is read: a caller without rights learns nothing from validation errors
    // and cannot make us parse an upload. Attached to the route itself (its HEAD twin passes through here
    // too), so the policy is known when the route is built and a request does no lookup for it.
    // An object-level rule runs right after, still before the body: a stranger's 30 MB upload is refused
    // having read none of it.
    const access = route.config?.access;
    if (access && !policy)
      throw new Error(`Route ${String(route.method)} ${route.url} has access without policy`);
    if (policy) {
      route.onRequest = [
        policyHook(policy, authenticator, sessionOnly, route.config?.duringMfaEnrollment === true),
        ...(access ? [accessHook(access)] : []),
        ...[route.onRequest ?? []].flat(),
      ];
    }
  });
}

/**
 * A callback hook, not an async one: a request without a token (every public page, every refusal of an
 * anonymous caller) is decided without a promise; only a token waits for the session lookup.
 */
function policyHook(
  policy: Policy,
  authenticator: Authenticator,
  sessionOnly: boolean,
  duringMfaEnrollment: boolean,
): onRequestHookHandler {
  const allowed = ALLOWED[policy];
  const decide = (actor: Actor | null) =>
    allowed(actor) ? undefined : actor ? forbidden() : unauthenticated();
  return function checkPolicy(request, _reply, done) {
    let token: string | null;
    try {
      token = bearerToken(request);
    } catch (error) {
      // A malformed header on a public page reads as anonymous; anywhere else it is a 401.
      return done(policy === 'public' ? undefined : (error as Error));
    }
    if (!token) return done(decide(null));
    const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
    authenticator.authenticate(token, client).then(
      ({ actor, sessionId, apiToken, mfaEnrollmentPending }) => {
        // An API token's limits come before the role: the same answer whoever owns it.
        const refusal = apiToken ? apiTokenRefusal(apiToken.scope, request.method, sessionOnly) : undefined;
        // On a public route a token that may not write leaves the caller anonymous, as a stale one does.
        if (refusal && policy === 'public' && refusal.code === 'auth.token_scope') return done();
        if (refusal) return done(refusal);
        // Until they enrol, such a session opens only the enrolment routes; elsewhere public pages see no one.
        if (mfaEnrollmentPending && !duringMfaEnrollment) {
          return done(policy === 'public' ? undefined : mfaEnrollmentRequired());
        }
        request.actor = actor;
        request.sessionId = sessionId;
        request.apiToken = apiToken;
        done(decide(actor));
      },
      (error: Error) => {
        // A stale token on a public page reads as anonymous; anywhere else it is a 401.
        done(policy === 'public' ? undefined : error);
      },
    );
  };
}

function accessHook(access: ObjectAccess): onRequestHookHandler {
  return async function checkAccess(request) {
    if (!(await access(requireActor(request), request.params as Record<string, string>))) throw forbidden();
  };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthenticated();
  return match[1] ?? null;
}

/** The actor of a route whose policy already required a login. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}
