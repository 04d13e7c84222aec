import pg from 'pg';

/** The SQL texts run as named prepared statements on PostgreSQL, each with its statement name. */
const named = new Map<string, string>();

/**
 * Marks a query text, compiled once by its repository, to run as a named prepared statement on
 * PostgreSQL: parsed and analysed once per connection, and after five runs planned once too (a
 * generic plan, when PostgreSQL judges it no worse than planning for the values). For the session
 * lookup every authenticated request makes, planning the join each time cost more than running it
 * (docs/performance.md). Only fixed query shapes belong here: every text stays prepared on each
 * connection for the connection's life. SQLite prepares every statement already (statement-cache.ts).
 */
export function prepareOnPostgres(sql: string): void {
  if (!named.has(sql)) named.set(sql, `canopy_${named.size + 1}`);
}

/**
 * The pool's client: a query whose text was marked goes out as a named statement; pg parses a name
 * on a connection the first time only. Kysely calls `query(text, values)`; any other call is as is.
 */
export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' && args.length === 2 ? named.get(text) : undefined;
    const call = super.query as (...callArgs: unknown[]) => never;
    return name ? call.call(this, { name, text, values }) : call.apply(this, args);
  }
}
