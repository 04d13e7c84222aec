import * as client from 'openid-client';
import type { OidcSettings } from './oidc-settings.ts';

/** What Canopy reads of a person the provider vouched for. */
export interface OidcClaims {
  subject: string;
  email: string | null;
  /** Only a literal `email_verified: true` counts: an address nobody checked never links an account. */
  emailVerified: boolean;
  /** The roles claim's groups; null when the provider sent no such claim. */
  groups: string[] | null;
}

/** What one login is checked against at the callback. */
export interface OidcExpectations {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider as the login uses it: its authorization URL out, its callback in, checked. */
export interface OidcProviderClient {
  issuer: string;
  authorizationUrl(login: { state: string; nonce: string; codeChallenge: string }): Promise<URL>;
  /** Exchanges the code and checks the ID token (signature via JWKS, issuer, audience, nonce); throws if any fails. */
  finish(callbackUrl: URL, expected: OidcExpectations): Promise<OidcClaims>;
}

const DISCOVERY_TIMEOUT_S = 10;

/**
 * The discovery document is read at the first login, not at start-up, so Canopy starts (and its password
 * login works) while the provider is down; a failed read is tried again at the next login, a good one kept.
 */
export function createOidcProviderClient(settings: OidcSettings, redirectUri: string): OidcProviderClient {
  let configuration: Promise<client.Configuration> | undefined;

  function discover(): Promise<client.Configuration> {
    configuration ??= (async () => {
      const issuer = new URL(settings.issuer);
      const found = await client.discovery(
        issuer,
        settings.clientId,
        undefined,
        client.ClientSecretBasic(settings.clientSecret),
        {
          timeout: DISCOVERY_TIMEOUT_S,
          // config.ts lets plain http through on a loopback address only.
          ...(issuer.protocol === 'http:' && { execute: [client.allowInsecureRequests] }),
        },
      );
      // The ID token's signature is checked against the provider's JWKS, not only trusted for coming over TLS.
      client.enableNonRepudiationChecks(found);
      return found;
    })();
    configuration.catch(() => {
      configuration = undefined;
    });
    return configuration;
  }

  /** `openid email profile`, plus the roles claim's own scope when the provider offers one (`groups`). */
  function scopeOf(config: client.Configuration): string {
    const offered = config.serverMetadata().scopes_supported ?? [];
    return [
      'openid',
      'email',
      'profile',
      ...(offered.includes(settings.rolesClaim) ? [settings.rolesClaim] : []),
    ].join(' ');
  }

  return {
    issuer: settings.issuer,

    async authorizationUrl({ state, nonce, codeChallenge }) {
      const config = await discover();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: scopeOf(config),
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
    },

    async finish(callbackUrl, expected) {
      const config = await discover();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('no ID token');
      const userinfo: Record<string, unknown> = config.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(config, tokens.access_token, idToken.sub)
        : {};
      // Groups and e-mail may come in the ID token or only from userinfo, depending on the provider's mappers.
      const merged: Record<string, unknown> = { ...userinfo, ...idToken };
      return {
        subject: idToken.sub,
        email: typeof merged.email === 'string' ? merged.email.trim().toLowerCase() : null,
        emailVerified: merged.email_verified === true,
        groups: groupsOf(idToken[settings.rolesClaim] ?? userinfo[settings.rolesClaim]),
      };
    },
  };
}

/** A groups claim as a list of names: an array of strings, or one string; anything else is none. */
function groupsOf(value: unknown): string[] | null {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return null;
}
