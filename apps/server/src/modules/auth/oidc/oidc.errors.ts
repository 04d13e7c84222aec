import { AppError } from '../../../lib/app-error.ts';

/** The OIDC routes on a server without OIDC_* configured. */
export const oidcDisabled = () =>
  new AppError(404, 'auth.oidc_disabled', 'Single sign-on is not configured on this server');

/** The person is not (or no longer) in a group OIDC_ALLOWED_GROUPS lets in: nothing is created. */
export const oidcNotAllowed = () =>
  new AppError(403, 'auth.oidc_not_allowed', 'Your account at the provider is not allowed to use Canopy');

/** An account with this e-mail exists, but the provider does not vouch for the address: never linked. */
export const oidcEmailUnverified = () =>
  new AppError(
    403,
    'auth.oidc_email_unverified',
    'The provider has not verified your e-mail address, so it cannot sign in to the existing account',
  );

/** Unknown, forged, used or expired `state`, or one started in another browser. */
export const oidcStateInvalid = () =>
  new AppError(
    400,
    'auth.oidc_state_invalid',
    'The sign-in could not be matched to this browser; start again',
  );

/** The provider's answer did not pass the checks (code, PKCE, ID token signature, issuer, audience, nonce). */
export const oidcFailed = () =>
  new AppError(401, 'auth.oidc_failed', 'The sign-in with the provider could not be verified');

/** An unknown, used or expired handoff code, or one parked for another browser. */
export const oidcHandoffInvalid = () =>
  new AppError(400, 'auth.oidc_handoff_invalid', 'The sign-in has expired or was already used; start again');

const REFUSALS: Record<string, () => AppError> = {
  'auth.oidc_not_allowed': oidcNotAllowed,
  'auth.oidc_email_unverified': oidcEmailUnverified,
  'auth.oidc_state_invalid': oidcStateInvalid,
  'auth.oidc_failed': oidcFailed,
};

/** A refusal parked by its code, as the error it was; an unknown code is a failed sign-in. */
export const oidcRefusal = (code: string | null): AppError => (REFUSALS[code ?? ''] ?? oidcFailed)();
