import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The better-sqlite3 build this Node.js can run. Version 12 (compiled against Node's own ABI) aborts
 * Node 24 when a statement is collected, since Node 24's `ObjectWrap` checks its environment on
 * destruction; version 13 (Node-API, shipped prebuilt) needs Node 22 and crashes Node 20. Both are
 * installed, 13 under the alias `better-sqlite3-napi`, and each Node loads the one that works on it.
 */
export const SQLITE_PACKAGE =
  Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

export const SqliteDatabase = createRequire(import.meta.url)(SQLITE_PACKAGE) as typeof BetterSqlite3;

export type SqliteConnection = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement;
