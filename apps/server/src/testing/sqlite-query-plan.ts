import { CompiledQuery, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * SQLite's plan of the last query a repository ran: hand the repository `withPlugin(plugin)` of the
 * database, let it run, then ask `planOfLast(db)` for `explain query plan`'s rows as one JSON text.
 */
export function lastQueryPlan() {
  let node: RootOperationNode | undefined;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => (node = args.node),
    transformResult: (args) => Promise.resolve(args.result),
  };
  return {
    plugin,
    async planOfLast(db: Kysely<Database>, parameters?: readonly unknown[]): Promise<string> {
      const compiled = db.getExecutor().compileQuery(node!, { queryId: 'plan' });
      const explained = CompiledQuery.raw(`explain query plan ${compiled.sql}`, [
        ...(parameters ?? compiled.parameters),
      ]);
      return JSON.stringify((await db.executeQuery(explained)).rows);
    },
  };
}
