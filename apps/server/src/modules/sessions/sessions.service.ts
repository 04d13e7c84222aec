import type { Session } from '@canopy/shared/schemas/sessions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { createOwnSessionsRepository, type SessionRow } from './own-sessions.repository.ts';
import { sessionNotFound } from './sessions.errors.ts';
import { deviceLabel } from './user-agent.ts';

export interface SessionsServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const lastActive = (row: SessionRow) => row.last_used_at ?? row.created_at;

function toSession(row: SessionRow, currentId: string): Session {
  return {
    _id: row.id,
    device: deviceLabel({ browser: row.browser, os: row.os }),
    browser: row.browser,
    os: row.os,
    userAgent: row.user_agent,
    ipAddress: row.ip_address,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
    current: row.id === currentId,
  };
}

/**
 * A person's sessions. Ending one revokes its row, and every request checks the row,
 * so its token stops working at once.
 */
export function createSessionsService({ db, clock }: SessionsServiceDeps) {
  const sessions = createOwnSessionsRepository(db);
  const now = () => clock.now().toISOString();

  return {
    /** The user's live sessions, the most recently used first. */
    async list(userId: string, currentId: string): Promise<Session[]> {
      const rows = await sessions.listLive(userId, now());
      rows.sort((a, b) => lastActive(b).localeCompare(lastActive(a)) || b.id.localeCompare(a.id));
      return rows.map((row) => toSession(row, currentId));
    },

    async revoke(userId: string, sessionId: string): Promise<void> {
      const at = clock.now();
      await db.transaction().execute(async (trx) => {
        if (!(await createOwnSessionsRepository(trx).revokeOne(userId, sessionId, at.toISOString()))) {
          throw sessionNotFound();
        }
        await recordAudit(trx, {
          at,
          actor: { id: userId },
          action: 'revoke',
          entity: 'session',
          entityId: sessionId,
          summary: 'Session ended',
          event: 'ended',
        });
      });
    },

    async revokeOthers(userId: string, currentId: string): Promise<{ revoked: number }> {
      const at = clock.now();
      return db.transaction().execute(async (trx) => {
        const revoked = await createOwnSessionsRepository(trx).revokeOthers(
          userId,
          currentId,
          at.toISOString(),
        );
        if (revoked > 0) {
          await recordAudit(trx, {
            at,
            actor: { id: userId },
            action: 'revoke',
            entity: 'session',
            entityId: null,
            summary: `${revoked} other session${revoked === 1 ? '' : 's'} ended`,
            event: 'others_ended',
            values: { count: revoked },
          });
        }
        return { revoked };
      });
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
