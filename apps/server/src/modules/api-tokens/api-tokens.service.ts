import { API_TOKENS_PER_USER } from '@canopy/shared/api-tokens';
import type {
  AdminApiToken,
  ApiToken,
  CreateApiTokenBody,
  CreatedApiToken,
} from '@canopy/shared/schemas/api-tokens';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { unauthenticated } from '../../lib/app-error.ts';
import type { Credential } from '../../http/policy.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Actor } from '@canopy/shared/permissions';
import { diffChanges } from '../audit/audit-changes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { staleBefore, useIsDue } from '../sessions/session-use.ts';
import { hasApiTokenShape, hashApiToken, newApiToken } from './api-token-secret.ts';
import { apiTokenNotFound, tooManyApiTokens } from './api-tokens.errors.ts';
import { createApiTokensRepository, type ApiTokenRow } from './api-tokens.repository.ts';

export interface ApiTokensServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** What the audit log keeps of a token: never the token nor its hash. */
const AUDITED_FIELDS = ['name', 'scope', 'expiresAt'] as const;

const toApiToken = (row: ApiTokenRow): ApiToken => ({
  _id: row.id,
  name: row.name,
  scope: row.scope,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
});

/** API tokens for scripts: issued once, stored as a hash, acting as their owner. */
export function createApiTokensService({ db, clock }: ApiTokensServiceDeps) {
  const tokens = createApiTokensRepository(db);

  /** Deletes the token (the owner's own when `ownerId` is given) and logs it, both or neither. */
  async function revokeLogged(actor: { id: string }, tokenId: string, ownerId?: string) {
    const at = clock.now();
    await db.transaction().execute(async (trx) => {
      const repository = createApiTokensRepository(trx);
      const row = await repository.findWithOwner(tokenId);
      if (!(await repository.delete(tokenId, ownerId))) throw apiTokenNotFound();
      await recordAudit(trx, {
        at,
        actor,
        action: 'revoke',
        entity: 'api_token',
        entityId: tokenId,
        summary: row ? `API token "${row.name}" of ${row.email} revoked` : 'API token revoked',
        event: row ? 'revoked' : 'revoked_unknown',
        values: row ? { name: row.name, email: row.email } : {},
        changes: row ? diffChanges(toApiToken(row), null, AUDITED_FIELDS) : {},
      });
    });
  }

  return {
    async create(userId: string, body: Required<CreateApiTokenBody>): Promise<CreatedApiToken> {
      const now = clock.now();
      if ((await tokens.countLive(userId, now.toISOString())) >= API_TOKENS_PER_USER)
        throw tooManyApiTokens();
      const token = newApiToken();
      const row = {
        id: newId(now.getTime()),
        user_id: userId,
        name: body.name,
        scope: body.scope,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + body.expiresInDays * DAY_MS).toISOString(),
        last_used_at: null,
      };
      await db.transaction().execute(async (trx) => {
        await createApiTokensRepository(trx).insert({ ...row, token_hash: hashApiToken(token) });
        await recordAudit(trx, {
          at: now,
          actor: { id: userId },
          action: 'create',
          entity: 'api_token',
          entityId: row.id,
          summary: `API token "${row.name}" created`,
          event: 'created',
          values: { name: row.name },
          changes: diffChanges(null, toApiToken(row), AUDITED_FIELDS),
        });
      });
      return { ...toApiToken(row), token };
    },

    async listOwn(userId: string): Promise<ApiToken[]> {
      return (await tokens.listForUser(userId)).map(toApiToken);
    },

    async revokeOwn(userId: string, tokenId: string): Promise<void> {
      await revokeLogged({ id: userId }, tokenId, userId);
    },

    async listAll(): Promise<AdminApiToken[]> {
      return (await tokens.listAll()).map((row) => ({
        ...toApiToken(row),
        owner: { id: row.user_id, email: row.email },
      }));
    },

    /** An admin revokes anyone's token. */
    async revoke(actor: Actor, tokenId: string): Promise<void> {
      await revokeLogged(actor, tokenId);
    },

    /**
     * The caller a bearer API token stands for: its owner with the owner's role as it is now. A revoked
     * (deleted) or expired token, or one of a deleted owner, is a 401.
     */
    async authenticate(token: string): Promise<Credential> {
      if (!hasApiTokenShape(token)) throw unauthenticated();
      const now = clock.now();
      const live = await tokens.findLive(hashApiToken(token), now.toISOString());
      if (!live) throw unauthenticated();
      if (useIsDue(live.lastUsedAt, now)) {
        // Best effort: a missed "last used" costs nothing, failing the caller's request for it would.
        await tokens.recordUse(live.tokenId, now.toISOString(), staleBefore(now)).catch(() => undefined);
      }
      return {
        actor: { id: live.userId, role: live.role },
        sessionId: null,
        apiToken: { id: live.tokenId, scope: live.scope },
      };
    },
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;
