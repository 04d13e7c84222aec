import type { ApiTokenScope } from '@canopy/shared/api-tokens';
import { AppError } from '../lib/app-error.ts';

/**
 * Route families an API token never opens, whatever its scope or its owner's role:
 * the tokens themselves, sessions, two-factor login, and the user routes with the password change. A
 * leaked token must not mint tokens, end sessions, turn MFA off or take over the account. Listed by
 * path, so a route added to one of these families later is covered without a flag of its own; any other
 * route may still opt in with `config: { sessionOnly: true }`.
 */
export const SESSION_ONLY_PATHS = [
  '/api/me/tokens',
  '/api/admin/tokens',
  '/api/me/sessions',
  '/api/me/mfa',
  '/api/auth/mfa',
  '/api/users',
  '/api/admin/users',
] as const;

export function isSessionOnly(url: string, flagged: boolean | undefined): boolean {
  return flagged === true || SESSION_ONLY_PATHS.some((path) => url.startsWith(path));
}

export const tokenNotAllowed = () =>
  new AppError(403, 'auth.token_not_allowed', 'API tokens are not accepted here; log in with a password');

export const tokenScope = () =>
  new AppError(403, 'auth.token_scope', 'This API token may only read (GET); it needs the write scope');

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** Why an API token of this scope may not make this call, or undefined when it may. */
export function apiTokenRefusal(
  scope: ApiTokenScope,
  method: string,
  sessionOnly: boolean,
): AppError | undefined {
  if (sessionOnly) return tokenNotAllowed();
  if (scope === 'read' && !READ_METHODS.has(method)) return tokenScope();
  return undefined;
}
