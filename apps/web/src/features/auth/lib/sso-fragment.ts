/** What the server's callback puts in /login/sso's fragment: the one-time code, or a refusal's code. */
export type SsoFragment = { handoff: string } | { error: string };

/** Reads `#handoff=<code>` (or `#error=<code>`); a missing or empty code reads as an invalid handoff. */
export function readSsoFragment(hash: string): SsoFragment {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const handoff = params.get('handoff');
  if (handoff) return { handoff };
  return { error: params.get('error') || 'auth.oidc_handoff_invalid' };
}
