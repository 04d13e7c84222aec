import pg from 'pg';

/** How the pool's client sends a query text a repository marked. */
export interface PostgresStatementOptions {
  /**
   * A named prepared statement: parsed and analysed once per connection, and after five runs planned
   * once too (a generic plan, when PostgreSQL judges it no worse than planning for the values). For
   * the session lookup every authenticated request makes, planning the join each time cost more than
   * running it. Only for fixed query shapes whose best plan does not depend on
   * the values: the text stays prepared on each connection for the connection's life, and a generic
   * plan is chosen from estimates for unknown values. Unnamed, the text is planned for its values on
   * every call.
   */
  named: boolean;
  /**
   * Rows come back as arrays of the server's text for each column (null for NULL) instead of objects
   * of parsed values, for a caller that writes them straight into JSON: PostgreSQL's text of a number
   * is already its JSON (mostly: see the callers), so parsing it only to print it again is wasted work.
   */
  textRows: boolean;
}

interface MarkedStatement {
  name: string | undefined;
  textRows: boolean;
}

/** The marked SQL texts. SQLite needs none of this: it prepares every statement (statement-cache.ts). */
const marked = new Map<string, MarkedStatement>();

/** pg's per-query type parsers: every column as the text PostgreSQL wrote it. */
const SERVER_TEXT = { getTypeParser: () => (value: string) => value };

/** Marks a query text, compiled once by its repository, to be sent as `options` say on PostgreSQL. */
export function markForPostgres(sql: string, options: PostgresStatementOptions): void {
  const earlier = marked.get(sql);
  if (!earlier) {
    const name = options.named ? `canopy_${marked.size + 1}` : undefined;
    marked.set(sql, { name, textRows: options.textRows });
  } else if ((earlier.name !== undefined) !== options.named || earlier.textRows !== options.textRows) {
    // The rows' shape and the plan follow the text, so one text cannot be wanted two ways.
    throw new Error(`marked twice in different ways: ${sql}`);
  }
}

/**
 * The pool's client: a marked query text goes out as marked (pg parses a name on a connection the
 * first time only). Kysely calls `query(text, values)`; any other call is as is.
 */
export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const statement = typeof text === 'string' && args.length === 2 ? marked.get(text) : undefined;
    const call = super.query as (...callArgs: unknown[]) => never;
    if (!statement) return call.apply(this, args);
    const config = { name: statement.name, text, values };
    return call.call(this, statement.textRows ? { ...config, rowMode: 'array', types: SERVER_TEXT } : config);
  }
}
