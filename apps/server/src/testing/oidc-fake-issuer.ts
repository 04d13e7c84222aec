import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

/** How the next ID token is made wrong: claims replaced, or signed with a key the JWKS does not list. */
export interface FakeIdToken {
  claims: JWTPayload & Record<string, unknown>;
  signWithUnlistedKey?: boolean;
}

/**
 * A minimal OpenID issuer for the checks a real provider never fails: discovery, a JWKS and a token
 * endpoint that answers whatever ID token the test set (another audience, another nonce, another key).
 * It checks nothing itself; the authorization step is the test reading the start's redirect.
 */
export async function startFakeIssuer() {
  const listed = await generateKeyPair('RS256');
  const unlisted = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(listed.publicKey)), kid: 'listed', alg: 'RS256', use: 'sig' };
  let next: FakeIdToken | undefined;
  let discoveryFails = false;
  let discoveryReads = 0;

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (path === '/.well-known/openid-configuration') {
      discoveryReads += 1;
      if (discoveryFails) return void res.writeHead(503).end();
      return json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        scopes_supported: ['openid', 'email', 'profile'],
      });
    }
    if (path === '/jwks') return json({ keys: [publicJwk] });
    if (path === '/token' && next) {
      const token = next;
      req.resume();
      req.on('end', () => {
        const now = Math.floor(Date.now() / 1000);
        void new SignJWT({ iat: now, exp: now + 300, ...token.claims })
          .setProtectedHeader({ alg: 'RS256', kid: 'listed' })
          .sign(token.signWithUnlistedKey ? unlisted.privateKey : listed.privateKey)
          .then((idToken) => json({ access_token: 'fake-access', token_type: 'Bearer', id_token: idToken }));
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    /** The ID token the token endpoint answers next. */
    setNextIdToken(token: FakeIdToken) {
      next = token;
    },
    /** Answers the discovery document with 503 while on: a provider down. */
    failDiscovery(on: boolean) {
      discoveryFails = on;
    },
    discoveryReads: () => discoveryReads,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
