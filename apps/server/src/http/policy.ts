import { isAdmin, isStaff, type Actor } from '@canopy/shared/permissions';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { forbidden, unauthenticated } from './app-error.ts';

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
  }
  interface FastifyInstance {
    /** Every `/api` route with its declared policy, for the test that audits them. */
    apiRoutes: { method: string; url: string; policy: Policy }[];
  }
  interface FastifyRequest {
    actor: Actor | null;
    sessionId: string | null;
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

export interface Authenticator {
  /** Resolves a bearer token to its actor and session, or throws a 401 AppError. */
  authenticate(token: string): Promise<{ actor: Actor; sessionId: string }>;
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

  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    const policy = route.config?.policy;
    if (policy !== undefined && !POLICIES.includes(policy)) {
      throw new Error(`Route ${String(route.method)} ${route.url} has an unknown policy`);
    }
    if (route.url.startsWith('/api')) {
      if (!policy) throw new Error(`Route ${String(route.method)} ${route.url} has no policy`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, policy });
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
        policyHook(policy, authenticator),
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
function policyHook(policy: Policy, authenticator: Authenticator): onRequestHookHandler {
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
    authenticator.authenticate(token).then(
      ({ actor, sessionId }) => {
        request.actor = actor;
        request.sessionId = sessionId;
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
