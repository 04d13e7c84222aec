import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { IdempotencyKeysTable } from './idempotency.table.ts';

export type IdempotencyKeyRow = IdempotencyKeysTable;

/** A claim as it is first written: the answer's columns come later. */
export type NewClaim = Pick<
  IdempotencyKeysTable,
  'user_id' | 'key' | 'request' | 'body_hash' | 'claim' | 'created_at' | 'expires_at'
>;

export interface StoredAnswer {
  bodyHash: string;
  status: number;
  contentType: string | null;
  headers: string;
  body: string;
}

export function createIdempotencyRepository(db: Kysely<Database>) {
  return {
    /** Inserts the claim unless the key is taken; true when this caller now holds it. */
    async claim(claim: NewClaim): Promise<boolean> {
      const result = await db
        .insertInto('idempotency_keys')
        .values(claim)
        .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async find(userId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
      return db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
    },

    /** Takes over a claim its holder abandoned (compare-and-set on the holder); true when it worked. */
    async takeOver(abandoned: string, claim: NewClaim): Promise<boolean> {
      const result = await db
        .updateTable('idempotency_keys')
        .set(claim)
        .where('user_id', '=', claim.user_id)
        .where('key', '=', claim.key)
        .where('claim', '=', abandoned)
        .where('status', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Stores the answer of the request holding the claim. */
    async complete(userId: string, key: string, claim: string, answer: StoredAnswer): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({
          body_hash: answer.bodyHash,
          status: answer.status,
          content_type: answer.contentType,
          headers: answer.headers,
          body: answer.body,
        })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('claim', '=', claim)
        .execute();
    },

    /** Gives a running claim back, so the client may retry with the same key. */
    async release(userId: string, key: string, claim: string): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('claim', '=', claim)
        .where('status', 'is', null)
        .execute();
    },

    /** Removes one key if it has expired (then it is as if it had never been sent). */
    async deleteIfExpired(userId: string, key: string, now: string): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('expires_at', '<=', now)
        .execute();
    },

    async deleteExpired(now: string): Promise<number> {
      const result = await db
        .deleteFrom('idempotency_keys')
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
