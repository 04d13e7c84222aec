import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from '../../apps/server/src/testing/server-process.ts';
import {
  startTestOidcProvider,
  type TestOidcAccount,
  type TestOidcProvider,
} from '../../apps/server/src/testing/oidc-test-provider.ts';

export interface SsoInstance {
  /** The second Canopy's origin, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  provider: TestOidcProvider;
  stop(): Promise<void>;
}

export interface SsoInstanceOptions {
  name: string;
  accounts: Record<string, TestOidcAccount>;
  /** OIDC_* beside the issuer, client and name (groups, OIDC_ONLY...). */
  oidcEnv: Record<string, string>;
}

/**
 * A second Canopy with single sign-on, beside the one every other journey uses (which keeps its password
 * login and its data): its own port and fresh data directory, the web build the main one serves, and a real
 * OpenID provider on 127.0.0.1 (`oidc-provider`) whose login page is a plain HTML form.
 */
export async function startSsoInstance({
  name,
  accounts,
  oidcEnv,
}: SsoInstanceOptions): Promise<SsoInstance> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const client = { clientId: 'canopy-e2e', clientSecret: 'canopy-e2e-secret-0123456789' };
  const provider = await startTestOidcProvider({
    ...client,
    redirectUris: [`${baseUrl}/api/auth/oidc/callback`],
    accounts,
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-e2e-sso-'));
  let server: ServerProcess | undefined;
  const stop = async (): Promise<void> => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await provider.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    server = startServerProcess({
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DEMO: '0',
      CANOPY_SKIP_WEB_BUILD: '1',
      // The build the main e2e server serves (playwright.config.ts passes WEB_DIST_DIR through, or the
      // server's default apps/web/dist, which `npm start` there has just built).
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../apps/web/dist'),
      ADMIN_EMAIL: 'admin@sso.e2e.test',
      ADMIN_PASSWORD: 'sso-e2e-admin-password',
      RATE_LIMIT_PER_MINUTE: '0',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: client.clientId,
      OIDC_CLIENT_SECRET: client.clientSecret,
      OIDC_NAME: name,
      ...oidcEnv,
    });
    await waitForHealth(port, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, provider, stop };
}
