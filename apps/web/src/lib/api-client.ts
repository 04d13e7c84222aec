import type { z } from 'zod';
import type { ErrorBody } from '@canopy/shared/schemas/errors';
import { clearToken, getValidToken, setMfaEnrollmentPending } from './auth-token';
import { readErrorBody } from './error-body';
import { nextTask } from './next-task';
import { noteAnswerSource } from './pwa/offline-since';
import { CACHED_AT_HEADER } from '../service-worker/api-cache';

/** A failed `/api` call: the HTTP status plus the server's stable error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorBody['details'];
  /** Seconds from the Retry-After header, when the server throttled the call. */
  readonly retryAfter: number | undefined;

  constructor(status: number, body: ErrorBody, retryAfter?: number) {
    super(body.error);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.details = body.details;
    this.retryAfter = retryAfter;
  }
}

const SESSION_NEUTRAL_401 = new Set([
  'auth.login_failed',
  'auth.mfa_code_invalid',
  'auth.mfa_token_invalid',
  'auth.oidc_failed',
  'devices.cloud_unauthorized',
]);

type UnauthenticatedHandler = () => void;
let onUnauthenticated: UnauthenticatedHandler = () => {};

/** The router registers how to go to /login when the server says the session is gone. */
export function setUnauthenticatedHandler(handler: UnauthenticatedHandler): void {
  onUnauthenticated = handler;
}

let onMfaEnrollmentRequired: () => void = () => {};

/** The router registers how to go to the security page when the server wants two-factor login first. */
export function setMfaEnrollmentHandler(handler: () => void): void {
  onMfaEnrollmentRequired = handler;
}

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * Validates the JSON answer; omit for 204 responses. A loader (see `lazySchema`) is called as the request
   * starts, so a page can draw before zod and the schema's module have arrived.
   */
  schema?: z.ZodType<T> | (() => Promise<z.ZodType<T>>);
  /** A UUID that makes the write safe to send again (the offline queue's): a repeat gets the first answer. */
  idempotencyKey?: string;
}

async function toApiError(response: Response): Promise<ApiError> {
  const json: unknown = await response.json().catch(() => null);
  const body = readErrorBody(json) ?? { error: response.statusText || 'Request failed', code: 'unknown' };
  const retryAfterHeader = Number(response.headers.get('Retry-After'));
  return new ApiError(
    response.status,
    body,
    Number.isFinite(retryAfterHeader) ? retryAfterHeader : undefined,
  );
}

/**
 * A schema loaded on first use, once: `lazySchema(() => import('@canopy/shared/schemas/x').then((m) => m.xSchema))`
 * keeps zod and the schema out of the code a page needs before its first render.
 */
export function lazySchema<T>(load: () => Promise<z.ZodType<T>>): () => Promise<z.ZodType<T>> {
  let loaded: Promise<z.ZodType<T>> | undefined;
  return () => (loaded ??= load());
}

export async function apiRequest<T = void>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  // Starting a request costs the main thread a few milliseconds on a phone, and a screen starts a dozen or
  // more together as its parts mount (every row of a list its own): each goes out in a task of its own.
  await nextTask();
  const schema = typeof request.schema === 'function' ? request.schema() : request.schema;
  // A failed request rejects before the schema is awaited: its loading error is then nobody's to report.
  if (schema instanceof Promise) schema.catch(() => undefined);
  const isForm = request.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getValidToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  // A FormData body sets its own multipart Content-Type, boundary included.
  if (request.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const response = await fetch(new URL(`/api${path}`, window.location.origin), {
    method: request.method ?? 'GET',
    headers,
    body:
      request.body === undefined
        ? undefined
        : isForm
          ? (request.body as FormData)
          : JSON.stringify(request.body),
  });
  // The service worker marks reads it answered from its cache while the network was down.
  if ((request.method ?? 'GET') === 'GET') noteAnswerSource(response.headers.get(CACHED_AT_HEADER));
  if (!response.ok) {
    const error = await toApiError(response);
    // 401s that say nothing about our session: a wrong password or second-factor code, a single sign-on
    // the provider's side did not complete, or the device cloud refusing.
    if (error.status === 401 && !SESSION_NEUTRAL_401.has(error.code)) {
      clearToken();
      onUnauthenticated();
    }
    if (error.status === 403 && error.code === 'auth.mfa_enrollment_required') {
      setMfaEnrollmentPending(true);
      onMfaEnrollmentRequired();
    }
    throw error;
  }
  if (!schema) return undefined as T;
  return (await schema).parse(await response.json());
}
