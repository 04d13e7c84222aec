/**
 * The provider's name inside a translated sentence, in a first-strong isolate: a Latin name keeps its
 * own order and does not drag the words around it in a right-to-left sentence (Hebrew).
 */
export const isolatedName = (name: string): string => `\u2068${name}\u2069`;

/** The server's default name (OIDC_NAME unset), used while the options are unknown. */
export const DEFAULT_PROVIDER_NAME = 'SSO';
