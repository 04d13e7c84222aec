/** The server's refusals of a single sign-on that the login page explains, each with its own text. */
export const SSO_FAILURE_CODES = [
  'auth.oidc_not_allowed',
  'auth.oidc_email_unverified',
  'auth.oidc_state_invalid',
  'auth.oidc_failed',
  'auth.oidc_handoff_invalid',
  'auth.oidc_disabled',
] as const;
export type SsoFailureCode = (typeof SSO_FAILURE_CODES)[number];

const isSsoFailureCode = (value: unknown): value is SsoFailureCode =>
  (SSO_FAILURE_CODES as readonly unknown[]).includes(value);

/** Any other failure (a newer server's code, the network) reads as the general one. */
export function toSsoFailure(code: unknown): SsoFailureCode {
  return isSsoFailureCode(code) ? code : 'auth.oidc_failed';
}

/** The login page's `sso` search value: a known code, or nothing for anything else in the address. */
export function readSsoFailure(value: unknown): SsoFailureCode | undefined {
  return isSsoFailureCode(value) ? value : undefined;
}
