import type { Role } from '@canopy/shared/roles';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { newId, newShortId } from '../../../lib/ids.ts';
import { diffChanges } from '../../audit/audit-changes.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { sessionStore } from '../../sessions/session-store.ts';
import { accountStore } from '../../users/account-store.ts';
import type { UserRow } from '../../users/users.types.ts';
import type { OidcClaims } from './oidc-client.ts';
import { oidcEmailUnverified, oidcFailed, oidcNotAllowed } from './oidc.errors.ts';
import { createOidcRepository } from './oidc.repository.ts';
import type { OidcSettings } from './oidc-settings.ts';

/**
 * Stored in place of a password hash for an account the provider created: no password verifies against
 * it (argon2 cannot read it), so the account logs in through the provider until an admin sets a password.
 */
export const NO_PASSWORD = '!sso-no-password';

export interface OidcAccountsDeps {
  db: Kysely<Database>;
  clock: Clock;
  settings: OidcSettings;
  /** ADMIN_EMAIL: the emergency admin's role is never changed by the provider. */
  emergencyAdminEmail: string;
}

/** The role the groups give: admin before superuser; no groups claim, or no matching group, is `user`. */
export function roleFromGroups(settings: OidcSettings, groups: readonly string[] | null): Role {
  const has = (names: readonly string[]) => (groups ?? []).some((group) => names.includes(group));
  if (has(settings.adminGroups)) return 'admin';
  if (has(settings.superuserGroups)) return 'superuser';
  return 'user';
}

/** Everyone, without OIDC_ALLOWED_GROUPS; with it, only a person whose groups claim names one of them. */
export function isAllowed(settings: OidcSettings, groups: readonly string[] | null): boolean {
  if (settings.allowedGroups === null) return true;
  return (groups ?? []).some((group) => settings.allowedGroups?.includes(group));
}

/**
 * Which Canopy account a person the provider vouched for is, by the account rules of DESIGN 26: the linked
 * account; else the account of their verified e-mail, linked now; else a new account. Refused people leave
 * nothing behind (the checks come before any write, and the writes share one transaction).
 */
export function createOidcAccounts({ db, clock, settings, emergencyAdminEmail }: OidcAccountsDeps) {
  const issuer = settings.issuer;

  async function accountOf(
    trx: Kysely<Database>,
    claims: OidcClaims,
    role: Role,
    now: Date,
  ): Promise<UserRow> {
    const users = accountStore(trx);
    const identities = createOidcRepository(trx);
    const linkedId = await identities.findUserIdBySubject(issuer, claims.subject);
    const linked = linkedId ? await users.findById(linkedId) : undefined;
    if (linked) return linked;

    // Without an address there is nothing to name the account by.
    if (!claims.email) throw oidcFailed();
    const at = now.toISOString();
    const identity = {
      id: newId(now.getTime()),
      issuer,
      subject: claims.subject,
      created_at: at,
      last_login_at: at,
    };
    const existing = await users.findByEmail(claims.email);
    if (existing) {
      if (!claims.emailVerified) throw oidcEmailUnverified();
      await identities.insertIdentity({ ...identity, user_id: existing.id });
      await recordAudit(trx, {
        at: now,
        actor: { id: existing.id, email: existing.email },
        action: 'update',
        entity: 'user',
        entityId: existing.id,
        summary: `User ${existing.email} linked to single sign-on (${issuer})`,
        event: 'sso_linked',
        values: { email: existing.email },
      });
      return existing;
    }
    const row: UserRow = {
      id: newId(now.getTime()),
      short_id: newShortId(),
      email: claims.email,
      password_hash: NO_PASSWORD,
      role,
      created_at: at,
      updated_at: at,
    };
    await users.insert(row);
    await identities.insertIdentity({ ...identity, user_id: row.id });
    await recordAudit(trx, {
      at: now,
      actor: { id: row.id, email: row.email },
      action: 'create',
      entity: 'user',
      entityId: row.id,
      summary: `User ${row.email} created by single sign-on (${issuer})`,
      event: 'sso_created',
      values: { email: row.email },
      changes: diffChanges(null, { email: row.email, role: row.role }, ['email', 'role']),
    });
    return row;
  }

  /** The provider's groups decide the role at every login; a change ends the account's other sessions. */
  async function applyRole(trx: Kysely<Database>, user: UserRow, role: Role, now: Date): Promise<UserRow> {
    if (user.role === role || user.email === emergencyAdminEmail) return user;
    const at = now.toISOString();
    await accountStore(trx).update(user.id, { role, updated_at: at });
    // As a role change by an admin: tokens carry the role, and a lowered one must not keep its old rights.
    await sessionStore(trx).revokeAllForUser(user.id, at);
    await recordAudit(trx, {
      at: now,
      actor: { id: user.id, email: user.email },
      action: 'update',
      entity: 'user',
      entityId: user.id,
      summary: `Role of ${user.email} changed by single sign-on: ${user.role} -> ${role}`,
      event: 'sso_role_changed',
      values: { email: user.email, from: user.role, to: role },
      changes: diffChanges({ role: user.role }, { role }, ['role']),
    });
    return { ...user, role };
  }

  return {
    /** The account to log in, created, linked or re-roled as the rules say; throws the refusal otherwise. */
    async resolve(claims: OidcClaims): Promise<UserRow> {
      if (!isAllowed(settings, claims.groups)) throw oidcNotAllowed();
      const role = roleFromGroups(settings, claims.groups);
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const user = await accountOf(trx, claims, role, now);
        await createOidcRepository(trx).touchIdentity(issuer, claims.subject, now.toISOString());
        return applyRole(trx, user, role, now);
      });
    },
  };
}

export type OidcAccounts = ReturnType<typeof createOidcAccounts>;
