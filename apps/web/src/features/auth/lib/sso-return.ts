/** Where the login page was to go afterwards, kept across the trip to the provider (this tab only). */
const RETURN_KEY = 'canopy.ssoReturn';

/** The address that starts single sign-on: a full-page navigation, the server redirects to the provider. */
export const SSO_START_URL = '/api/auth/oidc/start';

/** `redirect` is the login page's own, already checked to be a same-origin path. */
export function stashSsoReturn(redirect: string | undefined): void {
  if (redirect) sessionStorage.setItem(RETURN_KEY, redirect);
  else sessionStorage.removeItem(RETURN_KEY);
}

/** The stashed address, once: a later sign-in from a plain login page must not go there. */
export function takeSsoReturn(): string | undefined {
  const value = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return value ?? undefined;
}
