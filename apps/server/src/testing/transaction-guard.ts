import { AsyncLocalStorage } from 'node:async_hooks';
import {
  Kysely,
  type ConnectionBuilder,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type TransactionBuilder,
} from 'kysely';

/**
 * Tests only: a query on the root handle made by code running inside that handle's open transaction (or
 * `connection()`) fails at once instead of freezing. On SQLite the app has one connection; such a query
 * waits for it, and the transaction waits for the query, so the request never ends and every later query
 * of the server queues behind it (07bb46f). A query through `trx` never asks the driver for a connection,
 * so only the root handle's queries reach the check.
 *
 * Exact: the open transaction is found through the async context its callback runs in, not through the
 * connection being busy, so another request's query that merely queues for the connection is untouched.
 * Production opens its database without this.
 */
interface Hold {
  readonly parent: Hold | undefined;
  /** `acquiring` until the transaction has its connection, `closed` once its callback settled. */
  state: 'acquiring' | 'open' | 'closed';
}

const holds = new AsyncLocalStorage<Hold>();

export class QueryInsideTransactionError extends Error {
  constructor() {
    super(
      'A query on the root database handle ran inside an open transaction of the same handle. On ' +
        "SQLite's one connection it waits for the transaction, which waits for it: the server freezes. " +
        'Run it on the transaction (trx) or before the transaction.',
    );
    this.name = 'QueryInsideTransactionError';
  }
}

function openHold(hold: Hold | undefined): boolean {
  for (let current = hold; current; current = current.parent) {
    if (current.state === 'open') return true;
  }
  return false;
}

function held<T>(work: () => Promise<T>): Promise<T> {
  const hold: Hold = { parent: holds.getStore(), state: 'acquiring' };
  return holds.run(hold, async () => {
    try {
      return await work();
    } finally {
      hold.state = 'closed';
    }
  });
}

function guardDriver(driver: Driver): Driver {
  const acquireConnection = async (): Promise<DatabaseConnection> => {
    const hold = holds.getStore();
    if (openHold(hold)) throw new QueryInsideTransactionError();
    const connection = await driver.acquireConnection();
    if (hold?.state === 'acquiring') hold.state = 'open';
    return connection;
  };
  // The driver keeps private fields, so its own methods run bound to it.
  return new Proxy(driver, {
    get(target, key) {
      if (key === 'acquireConnection') return acquireConnection;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function guardTransaction<DB>(builder: TransactionBuilder<DB>): TransactionBuilder<DB> {
  const execute = builder.execute.bind(builder);
  const setAccessMode = builder.setAccessMode.bind(builder);
  const setIsolationLevel = builder.setIsolationLevel.bind(builder);
  builder.execute = (callback) => held(() => execute(callback));
  builder.setAccessMode = (mode) => guardTransaction(setAccessMode(mode));
  builder.setIsolationLevel = (level) => guardTransaction(setIsolationLevel(level));
  return builder;
}

function guardConnection<DB>(builder: ConnectionBuilder<DB>): ConnectionBuilder<DB> {
  const execute = builder.execute.bind(builder);
  builder.execute = (callback) => held(() => execute(callback));
  return builder;
}

class GuardedKysely<DB> extends Kysely<DB> {
  override transaction(): TransactionBuilder<DB> {
    return guardTransaction(super.transaction());
  }

  override connection(): ConnectionBuilder<DB> {
    return guardConnection(super.connection());
  }
}

/** A Kysely on `dialect` whose root-handle queries inside its own open transactions throw. */
export function transactionGuardedKysely<DB>(dialect: Dialect): Kysely<DB> {
  return new GuardedKysely<DB>({
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => guardDriver(dialect.createDriver()),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
    },
  });
}
