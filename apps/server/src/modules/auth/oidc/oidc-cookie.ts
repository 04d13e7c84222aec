/** The cookie that ties a login to the browser that started it; sent to the OIDC routes only. */
export const BINDING_COOKIE = 'canopy_oidc';
const COOKIE_PATH = '/api/auth/oidc';
/** As long as a login state lives: the handoff that follows is collected well within it. */
const COOKIE_MAX_AGE_S = 10 * 60;

/**
 * HttpOnly (no script reads it), SameSite=Lax (the provider's top-level redirect back carries it, a
 * cross-site POST does not), Secure whenever Canopy is served over https.
 */
export function bindingCookie(value: string, secure: boolean): string {
  const parts = [
    `${BINDING_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${COOKIE_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  return (secure ? [...parts, 'Secure'] : parts).join('; ');
}

/** The binding in a request's Cookie header, if it holds a well-formed one. */
export function bindingOf(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=', 2);
    if (name === BINDING_COOKIE && value && /^[A-Za-z0-9_-]{20,100}$/.test(value)) return value;
  }
  return undefined;
}
