import { canChangeUserRole, canDeleteUser, canUpdateUser, type Actor } from '@canopy/shared/permissions';
import type { CreateUserBody, ListedUser, UpdateUserBody, User } from '@canopy/shared/schemas/users';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId, newShortId } from '../../lib/ids.ts';
import { sessionStore } from '../sessions/session-store.ts';
import type { Passwords } from './passwords.ts';
import { diffChanges } from '../audit/audit-changes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import {
  currentPasswordRequired,
  currentPasswordWrong,
  emailTaken,
  lastAdmin,
  ownRole,
  selfDelete,
  userNotFound,
} from './users.errors.ts';
import { toUser } from './users.mapper.ts';
import { createUsersRepository } from './users.repository.ts';
import type { UserRow } from './users.types.ts';

export interface UsersServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  dialect: 'sqlite' | 'postgres';
  /** Issues a fresh token when callers change their own password (which revokes their old ones). */
  issueToken: (actor: Actor) => Promise<string>;
  /** Checks a current password under the login throttle (auth service). */
  passwords: Passwords;
  checkCurrentPassword: (
    email: string,
    passwordHash: string,
    password: string,
    clientIp: string,
  ) => Promise<boolean>;
}

/** What the audit log records of an account: the password shows as changed, never its values (or hash). */
const AUDITED_FIELDS = ['email', 'role', 'password'] as const;
const audited = (row: Pick<UserRow, 'email' | 'role' | 'password_hash'>) => ({
  email: row.email,
  role: row.role,
  password: row.password_hash,
});

type ParsedUpdate = Omit<UpdateUserBody, 'role'> & { role?: UserRow['role'] | undefined };

export function createUsersService({
  db,
  clock,
  dialect,
  issueToken,
  passwords,
  checkCurrentPassword,
}: UsersServiceDeps) {
  const users = createUsersRepository(db);

  /** Refuses to leave the system without an admin, holding the admin rows until the change commits. */
  async function assertAdminRemains(trx: Transaction<Database>, leavingId: string) {
    const adminIds = await createUsersRepository(trx).lockAdminIds(dialect === 'postgres');
    if (adminIds.includes(leavingId) && adminIds.length <= 1) throw lastAdmin();
  }

  return {
    async list(): Promise<ListedUser[]> {
      return (await users.listWithMfa()).map((row) => ({
        ...toUser(row),
        mfaEnabled: row.mfa_enabled_at !== null,
      }));
    },

    /** `actor` is null for the first admin, made at start-up by nobody. */
    async create(body: Required<CreateUserBody>, actor: Actor | null = null): Promise<User> {
      if (await users.findByEmail(body.email)) throw emailTaken();
      const at = clock.now();
      const now = at.toISOString();
      const row: UserRow = {
        id: newId(),
        short_id: newShortId(),
        email: body.email,
        password_hash: await passwords.hash(body.password),
        role: body.role,
        created_at: now,
        updated_at: now,
      };
      await db
        .transaction()
        .execute(async (trx) => {
          await createUsersRepository(trx).insert(row);
          await recordAudit(trx, {
            at,
            actor,
            action: 'create',
            entity: 'user',
            entityId: row.id,
            summary: `User ${row.email} created`,
            event: 'created',
            values: { email: row.email },
            changes: diffChanges(null, audited(row), AUDITED_FIELDS),
          });
        })
        .catch(async (error: unknown) => {
          if (await users.findByEmail(body.email)) throw emailTaken();
          throw error;
        });
      return toUser(row);
    },

    async update(
      actor: Actor,
      id: string,
      body: ParsedUpdate,
      clientIp = 'unknown',
    ): Promise<{ user: User; token?: string }> {
      if (!canUpdateUser(actor, id)) throw forbidden();
      const target = await users.findById(id);
      if (!target) throw userNotFound();

      const isSelf = actor.id === id;
      const newEmail = body.email !== undefined && body.email !== target.email ? body.email : undefined;
      const newPassword = body.password ? body.password : undefined;
      const newRole = body.role !== undefined && body.role !== target.role ? body.role : undefined;

      if (newRole !== undefined && !canChangeUserRole(actor, id)) throw isSelf ? ownRole() : forbidden();
      if (isSelf && (newEmail !== undefined || newPassword !== undefined)) {
        if (!body.currentPassword) throw currentPasswordRequired();
        const right = await checkCurrentPassword(
          target.email,
          target.password_hash,
          body.currentPassword,
          clientIp,
        );
        if (!right) throw currentPasswordWrong();
      }
      if (newEmail !== undefined && (await users.findByEmail(newEmail))) throw emailTaken();

      const at = clock.now();
      const now = at.toISOString();
      const passwordHash = newPassword !== undefined ? await passwords.hash(newPassword) : undefined;
      await db.transaction().execute(async (trx) => {
        if (newRole !== undefined && target.role === 'admin') await assertAdminRemains(trx, id);
        const changes = {
          ...(newEmail !== undefined && { email: newEmail }),
          ...(newRole !== undefined && { role: newRole }),
          ...(passwordHash !== undefined && { password_hash: passwordHash }),
        };
        await createUsersRepository(trx).update(id, { updated_at: now, ...changes });
        const changed = diffChanges(audited(target), audited({ ...target, ...changes }), AUDITED_FIELDS);
        if (Object.keys(changed).length > 0) {
          await recordAudit(trx, {
            at,
            actor,
            action: 'update',
            entity: 'user',
            entityId: id,
            summary: `User ${target.email} updated: ${Object.keys(changed).join(', ')}`,
            event: 'updated',
            values: { email: target.email, fields: Object.keys(changed) },
            changes: changed,
          });
        }
        // A new password or role ends every open session of the account.
        if (passwordHash !== undefined || newRole !== undefined) {
          await sessionStore(trx).revokeAllForUser(id, now);
        }
      });

      const updated = await users.findById(id);
      if (!updated) throw userNotFound();
      const token = isSelf && passwordHash !== undefined ? await issueToken(actor) : undefined;
      return token ? { user: toUser(updated), token } : { user: toUser(updated) };
    },

    async delete(actor: Actor, id: string): Promise<void> {
      if (actor.id === id) throw selfDelete();
      if (!canDeleteUser(actor, id)) throw forbidden();
      await db.transaction().execute(async (trx) => {
        const repository = createUsersRepository(trx);
        const target = await repository.findById(id);
        if (!target) throw userNotFound();
        if (target.role === 'admin') await assertAdminRemains(trx, id);
        await repository.delete(id);
        await recordAudit(trx, {
          at: clock.now(),
          actor,
          action: 'delete',
          entity: 'user',
          entityId: id,
          summary: `User ${target.email} deleted`,
          event: 'deleted',
          values: { email: target.email },
          changes: diffChanges(audited(target), null, AUDITED_FIELDS),
        });
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
