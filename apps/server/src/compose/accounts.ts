import type { AppDeps } from '../app-deps.ts';
import { createApiTokensModule } from '../modules/api-tokens/api-tokens.module.ts';
import { createAuditModule } from '../modules/audit/audit.module.ts';
import { createOidcModule } from '../modules/auth/oidc/oidc.module.ts';
import { createFilesModule } from '../modules/files/files.module.ts';
import { createSessionsModule } from '../modules/sessions/sessions.module.ts';
import { createUsersModule } from '../modules/users/users.module.ts';
import type { Kit } from './kit.ts';

type AccountsDeps = Pick<
  AppDeps,
  'jwtSecret' | 'mfaRequiredRoles' | 'passwordCost' | 'fileStorage' | 'dataDir' | 'oidc'
>;

/**
 * Who people are and what they upload: users (with login, two-factor and tokens), sessions, API tokens,
 * the audit log, and the files every record keeps. `authored` is what a module of written records
 * (strains, cuttings, news, bugs, tasks, device notes, the trash) is made with: whose it is, its files.
 */
export function composeAccounts(kit: Kit, deps: AccountsDeps) {
  const users = createUsersModule({
    ...kit,
    dialect: kit.database.dialect,
    jwtSecret: deps.jwtSecret,
    mfaRequiredRoles: deps.mfaRequiredRoles,
    passwordCost: deps.passwordCost,
    passwordLoginOnlyFor: deps.oidc?.settings.only ? deps.oidc.emergencyAdminEmail : undefined,
  });
  const uploads = createFilesModule({
    ...kit,
    jwtSecret: deps.jwtSecret,
    storage: deps.fileStorage,
    dataDir: deps.dataDir,
  });
  const oidc = createOidcModule({
    ...kit,
    auth: users.auth,
    users: users.repository,
    settings: deps.oidc?.settings,
    emergencyAdminEmail: deps.oidc?.emergencyAdminEmail ?? '',
  });
  return {
    users,
    oidc,
    uploads,
    sessions: createSessionsModule(kit),
    apiTokens: createApiTokensModule(kit),
    audit: createAuditModule(kit),
    authored: { ...kit, files: uploads.service, users: users.repository },
  };
}

export type Accounts = ReturnType<typeof composeAccounts>;
export type Authored = Accounts['authored'];
