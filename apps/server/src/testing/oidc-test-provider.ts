import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

/** What the provider says about one person: the test chooses every claim, or leaves it out. */
export interface TestOidcAccount {
  email?: string;
  email_verified?: boolean;
  /** The `groups` claim; undefined sends no claim at all. */
  groups?: string[];
}

export interface TestOidcProviderOptions {
  /** 0 or unset: a free port. */
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** By username, which is also the subject (`sub`). */
  accounts: Record<string, TestOidcAccount>;
}

export interface TestOidcProvider {
  issuer: string;
  /** Adds a person or changes their claims (a group change before their next login, say). */
  setAccount(username: string, account: TestOidcAccount): void;
  /** The last authorization request's parameters as the provider received them (PKCE, scope...). */
  lastAuthorization(): URLSearchParams | undefined;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The login page a real browser sees: one field and a button, no scripts. */
function loginPage(uid: string, clientId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test IdP login</title></head>
<body><main><h1>Test IdP</h1><p>Signing in to ${escapeHtml(clientId)}</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="username">Username</label> <input id="username" name="username" autocomplete="username" autofocus>
<button type="submit">Sign in</button></form></main></body></html>`;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 for tests and the browser journey: one
 * confidential client that must use PKCE (S256), accounts whose claims the test sets, and a login step
 * that is a plain HTML form (`/interaction/<uid>`, field `username`), which a test can also drive over
 * HTTP with `loginThroughProvider`. Consent is granted without asking.
 */
export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const accounts = new Map(Object.entries(options.accounts));
  // The issuer names the port, so the provider behind the server is made once the server listens.
  const route: { handler?: (req: IncomingMessage, res: ServerResponse) => void } = {};
  let lastAuthorization: URLSearchParams | undefined;
  const server = createServer((req, res) => {
    if (!route.handler) return void res.writeHead(503).end();
    route.handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['test-oidc-provider-cookie-key'] },
    // A confidential client must still send a PKCE challenge (S256 is the only method v9 takes).
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'groups'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    features: { devInteractions: { enabled: false } },
    // Short lives of its own choosing, so the provider does not warn about its defaults.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, name: id, ...accounts.get(id) }),
      };
    },
    // Consent is not what these tests are about: every request gets the scopes it asked for.
    async loadExistingGrant(ctx) {
      const { Grant } = ctx.oidc.provider;
      const grant = new Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope(String(ctx.oidc.params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  route.handler = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/auth') lastAuthorization = url.searchParams;
    const interaction = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
    if (!interaction) return void callback(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (!interaction[2]) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(loginPage(details.uid, String(details.params.client_id)));
          return;
        }
        const username = (await formBody(req)).get('username')?.trim() ?? '';
        if (!accounts.has(username)) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(
            loginPage(details.uid, String(details.params.client_id)).replace(
              '<form',
              '<p role="alert">Unknown user</p><form',
            ),
          );
          return;
        }
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: username } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end(String(error));
      }
    })();
  };

  return {
    issuer,
    setAccount(username, account) {
      accounts.set(username, account);
    },
    lastAuthorization: () => lastAuthorization,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Cookies by name, as a browser would keep them for one host (enough for the provider's own cookies). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      if (index > 0) this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Logs `username` in at the provider as a browser would, without a browser: from the authorization URL
 * (where Canopy's start redirected), through the login form, to the redirect back. Answers the URL the
 * provider sent the browser to (the redirect URI with `code` and `state`, or with an `error`).
 */
export async function loginThroughProvider(authorizationUrl: string, username: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(body && { body: body.toString() }),
    });
    jar.take(response);
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return next;
      url = next;
      continue;
    }
    const page = await response.text();
    const form = /action="([^"]+\/login)"/.exec(page);
    if (response.status !== 200 || !form?.[1])
      throw new Error(`provider answered ${response.status}: ${page.slice(0, 300)}`);
    url = new URL(form[1], url);
    body = new URLSearchParams({ username });
  }
  throw new Error('too many redirects at the provider');
}
