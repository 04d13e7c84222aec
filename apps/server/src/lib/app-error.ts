import type { ErrorCode } from '@canopy/shared/error-codes';

/**
 * An expected failure with a stable code; modules declare theirs once in `<feature>.errors.ts`.
 * Anything else that is thrown becomes a 500 `internal.error` with no internals.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Which field broke which rule, for a validation failure found past the schema (a database check). */
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const validationFailed = (path: string, message: string) =>
  new AppError(400, 'validation.failed', 'Invalid request', {}, [{ path, message }]);

export const unauthenticated = () => new AppError(401, 'auth.unauthenticated', 'Authentication required');
export const forbidden = () => new AppError(403, 'auth.forbidden', 'You are not allowed to do this');
/** A session of a user whose role requires two-factor login, before they turned it on (MFA_REQUIRED_ROLES). */
export const mfaEnrollmentRequired = () =>
  new AppError(403, 'auth.mfa_enrollment_required', 'Turn on two-factor login to continue');
