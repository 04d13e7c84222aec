import type { RouteOptions } from 'fastify';
import { isSessionOnly } from './api-token-rules.ts';
import { isIdempotentRoute } from './idempotent-routes.ts';
import { isRateLimited } from './rate-limit.ts';

/**
 * The error answers the OpenAPI document lists, each with the shared error body. Most are derived from
 * what a route already declares (its policy, path, body); a route names only the ones its service adds,
 * in `schema.errors`.
 */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429, 502, 503, 504] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** What a call through the device cloud adds: the cloud throttled, failed or timed out. */
export const DEVICE_CLOUD_ERRORS = [429, 502, 504] as const satisfies readonly ErrorStatus[];

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Error answers beyond the derived ones (see `errorStatusesOf`): a conflict, a lookup by query,
     * a role checked by the service, the device cloud.
     */
    errors?: readonly ErrorStatus[];
  }
}

/** One shared response per status, each with the one error schema. */
export const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'Invalid input: a body, path or query that fails its schema (`validation.failed`, with `details`), ' +
      'a NUL character or an undecodable URL, or a rule of the module (`devices.unknown_function`, ...).',
  },
  401: {
    name: 'Unauthorized',
    description: 'No credentials, or bad or expired ones (`auth.unauthenticated`).',
  },
  403: {
    name: 'Forbidden',
    description:
      'Logged in, but not allowed to do this (`auth.forbidden`), or an API token that may not: a `read` ' +
      'token on anything but GET (`auth.token_scope`), any token on the token, session, MFA and user ' +
      'routes (`auth.token_not_allowed`).',
  },
  404: { name: 'NotFound', description: 'No such object (`<module>.not_found`).' },
  409: {
    name: 'Conflict',
    description:
      'The change conflicts with what is stored: a taken email, slug or code, a resolved alert; or the ' +
      'first request with this `Idempotency-Key` is still running (`idempotency.in_progress`).',
  },
  413: { name: 'PayloadTooLarge', description: 'The body or the file is too large.' },
  415: { name: 'UnsupportedMediaType', description: 'An unsupported content type or file format.' },
  422: {
    name: 'UnprocessableContent',
    description:
      'This `Idempotency-Key` was already sent with a different request (`idempotency.key_reused`).',
  },
  429: {
    name: 'TooManyRequests',
    description:
      'Throttled: too many calls a minute (`request.throttled`), too many failed logins ' +
      '(`auth.throttled`), or the device cloud is busy: retry after `Retry-After`.',
  },
  502: { name: 'BadGateway', description: 'The device cloud failed (`devices.cloud_failed`).' },
  503: {
    name: 'ServiceUnavailable',
    description:
      'The database or the file storage is not answering (`database.busy`, `storage.unavailable`), or ' +
      'this instance is shutting down (`server.draining`, any call; another instance will answer): ' +
      'retry after `Retry-After`.',
  },
  504: {
    name: 'GatewayTimeout',
    description: 'The device or the device cloud did not answer in time (`devices.offline`, ...).',
  },
};

const WITH_RETRY_AFTER: ReadonlySet<ErrorStatus> = new Set([429, 503]);

/** `components.responses`: every error answer refers to the shared `Error` schema. */
export function errorResponseComponents(errorSchemaRef: string): Record<string, object> {
  return Object.fromEntries(
    ERROR_STATUSES.map((status) => {
      const { name, description } = ERROR_RESPONSES[status];
      const response = {
        description,
        ...(WITH_RETRY_AFTER.has(status) && {
          headers: {
            'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
          },
        }),
        content: { 'application/json': { schema: { $ref: errorSchemaRef } } },
      };
      return [name, response];
    }),
  );
}

type RouteFacts = Pick<RouteOptions, 'url' | 'schema' | 'config'> & Partial<Pick<RouteOptions, 'method'>>;

/**
 * The error answers a route can give. Every request can be a 400: NUL characters are refused everywhere
 * (refuse-nul.ts), as is a URL that does not decode. The policy gives 401 and 403 (an object-level rule is
 * a 403 too), a path parameter names something that may not exist (404), a body may be too large or of a
 * type we do not read (413, 415). The route's own `schema.errors` adds the rest.
 */
export function errorStatusesOf(route: RouteFacts): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([400]);
  const policy = route.config?.policy;
  if (policy && policy !== 'public') statuses.add(401);
  if (policy === 'staff' || policy === 'admin' || route.config?.access) statuses.add(403);
  // An API token: refused on session-only routes, and a read token on anything that writes.
  const writes = [route.method ?? 'GET'].flat().some((method) => method !== 'GET' && method !== 'HEAD');
  if (isSessionOnly(route.url, route.config?.sessionOnly) || (policy && policy !== 'public' && writes))
    statuses.add(403);
  if (route.url.includes(':')) statuses.add(404);
  const schema = route.schema;
  if (schema?.body || schema?.consumes?.includes('multipart/form-data')) {
    statuses.add(413);
    statuses.add(415);
  }
  if (isRateLimited(route.url)) statuses.add(429);
  // A repeated Idempotency-Key: the first request still running, or a different request.
  if (isIdempotentRoute(route.method, route.url)) {
    statuses.add(409);
    statuses.add(422);
  }
  for (const status of schema?.errors ?? []) statuses.add(status);
  return ERROR_STATUSES.filter((status) => statuses.has(status));
}
