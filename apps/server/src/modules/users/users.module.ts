import type { Role } from '@canopy/shared/roles';
import type { Kysely } from 'kysely';
import type { AppInstance } from '../../http/app-instance.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { registerAuthRoutes } from '../auth/auth.routes.ts';
import { createAuthService } from '../auth/auth.service.ts';
import { createTokenSigner } from '../auth/tokens.ts';
import { registerMfaRoutes } from '../mfa/mfa.routes.ts';
import { createMfaService } from '../mfa/mfa.service.ts';
import { createPasswords, type PasswordCost } from './passwords.ts';
import { createUsersRepository } from './users.repository.ts';
import { registerUserRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

export interface UsersModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  dialect: 'sqlite' | 'postgres';
  jwtSecret: string;
  /** Roles that must turn two-factor login on before anything else; none without it. */
  mfaRequiredRoles?: readonly Role[];
  /** The argon2 cost of new password hashes: OWASP's minimum unless a test chooses a cheaper one. */
  passwordCost?: PasswordCost;
  /** OIDC_ONLY: the one account (ADMIN_EMAIL) still allowed a password login. */
  passwordLoginOnlyFor?: string | undefined;
}

/** The accounts and how they log in: users, password and two-factor login, tokens; and their routes. */
export function createUsersModule(deps: UsersModuleDeps) {
  const { db, clock, mfaRequiredRoles = [] } = deps;
  const repository = createUsersRepository(db);
  const passwords = createPasswords(deps.passwordCost);
  const auth = createAuthService({
    db,
    tokens: createTokenSigner(deps.jwtSecret),
    clock,
    users: repository,
    passwords,
    mfaRequiredRoles,
    passwordLoginOnlyFor: deps.passwordLoginOnlyFor,
  });
  const service = createUsersService({
    db,
    clock,
    dialect: deps.dialect,
    issueToken: auth.issueToken,
    passwords,
    checkCurrentPassword: auth.checkCurrentPassword,
  });
  return {
    repository,
    auth,
    service,
    /** The login of a user (their email), or '' for one that is gone. */
    emailOf: async (userId: string) => (await repository.findById(userId))?.email ?? '',
    routes(app: AppInstance): void {
      registerAuthRoutes(app, auth, repository);
      registerUserRoutes(app, service);
      registerMfaRoutes(
        app,
        createMfaService({ db, clock, users: repository, passwords, mfaRequiredRoles }),
        auth.completeMfaLogin,
      );
    },
  };
}
