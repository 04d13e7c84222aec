import type { Kysely } from 'kysely';
import type { AppInstance } from '../../../http/app-instance.ts';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { UserLookup } from '../../users/users.types.ts';
import type { AuthService } from '../auth.service.ts';
import { createOidcAccounts } from './oidc-accounts.ts';
import { createOidcProviderClient } from './oidc-client.ts';
import { registerOidcRoutes } from './oidc.routes.ts';
import { createOidcService } from './oidc.service.ts';
import type { OidcSettings } from './oidc-settings.ts';

export interface OidcModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  auth: Pick<AuthService, 'startSsoSession'>;
  users: UserLookup;
  /** OIDC_*; without it the login page offers the password form alone and the OIDC routes answer 404. */
  settings: OidcSettings | undefined;
  /** ADMIN_EMAIL: kept for emergencies, its role never changed by the provider. */
  emergencyAdminEmail: string;
  /** PUBLIC_URL without a trailing slash: the redirect URI is `${publicUrl}/api/auth/oidc/callback`. */
  publicUrl: string;
  log?: { warn: (details: object, message: string) => void };
}

/** Single sign-on through an OpenID Connect provider (DESIGN 26), and the login page's options. */
export function createOidcModule(deps: OidcModuleDeps) {
  const { settings } = deps;
  const redirectUri = `${deps.publicUrl}/api/auth/oidc/callback`;
  const service = settings
    ? createOidcService({
        db: deps.db,
        clock: deps.clock,
        provider: createOidcProviderClient(settings, redirectUri),
        accounts: createOidcAccounts({
          db: deps.db,
          clock: deps.clock,
          settings,
          emergencyAdminEmail: deps.emergencyAdminEmail,
        }),
        users: deps.users,
        startSession: deps.auth.startSsoSession,
        log: deps.log,
      })
    : null;
  return {
    service,
    routes(app: AppInstance): void {
      registerOidcRoutes(app, {
        oidc: service && settings ? { service, name: settings.name, redirectUri } : null,
        passwordLogin: !settings?.only,
        secureCookie: deps.publicUrl.startsWith('https:'),
      });
    },
  };
}
