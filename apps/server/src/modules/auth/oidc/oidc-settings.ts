/** The OpenID Connect login as configured (OIDC_* variables); `undefined` in a config means it is off. */
export interface OidcSettings {
  /** OIDC_ISSUER: its `/.well-known/openid-configuration` is read at the first login. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_NAME: what the login page's button says ("Sign in with <name>"). */
  name: string;
  /** OIDC_ROLES_CLAIM: the claim (ID token or userinfo) that lists the person's groups. */
  rolesClaim: string;
  adminGroups: string[];
  superuserGroups: string[];
  /** OIDC_ALLOWED_GROUPS: null lets everyone the provider vouches for in. */
  allowedGroups: string[] | null;
  /** OIDC_ONLY: password login only for the emergency admin (ADMIN_EMAIL). */
  only: boolean;
}

/** Loopback hosts, where a plain `http:` issuer is allowed (a provider on the same machine, tests). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** Why an issuer URL cannot be used, or null: https anywhere, http only on a loopback address. */
export function issuerProblem(issuer: string): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return 'must be a URL';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return 'must be an https:// URL (http:// only on 127.0.0.1, ::1 or localhost)';
}

/** Comma-separated group names, blanks dropped. */
export const groupList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
