import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { OidcHandoffsTable, OidcLoginStatesTable } from './oidc.table.ts';

export type LoginStateRow = Selectable<OidcLoginStatesTable>;
export type HandoffRow = Selectable<OidcHandoffsTable>;

/** The identities, logins under way and parked outcomes of single sign-on. */
export function createOidcRepository(db: Kysely<Database>) {
  return {
    async findUserIdBySubject(issuer: string, subject: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('oidc_identities')
        .select('user_id')
        .where('issuer', '=', issuer)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.user_id;
    },

    async insertIdentity(row: Insertable<Database['oidc_identities']>): Promise<void> {
      await db.insertInto('oidc_identities').values(row).execute();
    },

    async touchIdentity(issuer: string, subject: string, at: string): Promise<void> {
      await db
        .updateTable('oidc_identities')
        .set({ last_login_at: at })
        .where('issuer', '=', issuer)
        .where('subject', '=', subject)
        .execute();
    },

    async insertLoginState(row: LoginStateRow): Promise<void> {
      await db.insertInto('oidc_login_states').values(row).execute();
    },

    /** Takes a login state out: whoever deletes it uses it, so two callbacks cannot both finish one login. */
    async takeLoginState(stateHash: string): Promise<LoginStateRow | undefined> {
      return db
        .deleteFrom('oidc_login_states')
        .where('state_hash', '=', stateHash)
        .returningAll()
        .executeTakeFirst();
    },

    async insertHandoff(row: HandoffRow): Promise<void> {
      await db.insertInto('oidc_handoffs').values(row).execute();
    },

    /** Takes a parked outcome out, once. */
    async takeHandoff(codeHash: string): Promise<HandoffRow | undefined> {
      return db
        .deleteFrom('oidc_handoffs')
        .where('code_hash', '=', codeHash)
        .returningAll()
        .executeTakeFirst();
    },

    /** Logins abandoned at the provider and outcomes never collected. */
    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('oidc_login_states').where('expires_at', '<=', now).execute();
      await db.deleteFrom('oidc_handoffs').where('expires_at', '<=', now).execute();
    },
  };
}

export type OidcRepository = ReturnType<typeof createOidcRepository>;
