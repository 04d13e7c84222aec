import { SqliteDialect, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../db/sqlite-driver.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';
import { QueryInsideTransactionError, transactionGuardedKysely } from './transaction-guard.ts';

interface Db {
  items: { id: number; name: string };
}

const count = async (db: Kysely<Db>) =>
  Number(
    (
      await db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the transaction guard of the SQLite test databases', () => {
  let opened: Kysely<Db> | undefined;
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await opened?.destroy();
    await database?.drop();
    opened = undefined;
    database = undefined;
  });

  async function open(): Promise<Kysely<Db>> {
    const sqlite = new SqliteDatabase(':memory:');
    sqlite.exec('create table items (id integer primary key, name text not null)');
    opened = transactionGuardedKysely<Db>(new SqliteDialect({ database: sqlite }));
    await opened.insertInto('items').values({ id: 1, name: 'one' }).execute();
    return opened;
  }

  it('fails a root-handle read inside its open transaction at once, and rolls the transaction back', async () => {
    const db = await open();
    const work = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 2, name: 'two' }).execute();
      // Without the guard this waits for the connection the transaction holds: forever.
      await db.selectFrom('items').selectAll().execute();
    });
    await expect(work).rejects.toBeInstanceOf(QueryInsideTransactionError);
    // The connection is free again and the insert was undone.
    expect(await count(db)).toBe(1);
  });

  it('fails the same read inside a helper the callback awaits, a nested transaction and connection()', async () => {
    const db = await open();
    const helper = async () => (await db.selectFrom('items').select('name').executeTakeFirst())?.name;
    await expect(db.transaction().execute(() => helper())).rejects.toBeInstanceOf(
      QueryInsideTransactionError,
    );
    await expect(
      db.transaction().execute(() => db.transaction().execute(async () => undefined)),
    ).rejects.toBeInstanceOf(QueryInsideTransactionError);
    await expect(db.connection().execute(() => helper())).rejects.toBeInstanceOf(QueryInsideTransactionError);
    expect(await count(db)).toBe(1);
  });

  it('lets the transaction read and write on trx, and other work queue for the connection', async () => {
    const db = await open();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inside = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 2, name: 'two' }).execute();
      await gate;
      return count(trx);
    });
    // Another request's read, started while the transaction is open: it waits for the commit.
    const outside = count(db);
    release();
    expect(await inside).toBe(2);
    expect(await outside).toBe(2);
  });

  it('lets work begun inside a transaction read the root handle once the transaction is over', async () => {
    const db = await open();
    let later!: Promise<number>;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 2, name: 'two' }).execute();
      // Runs after the commit (a timer, an event handler): the same async context, no freeze.
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => count(db));
    });
    expect(await later).toBe(2);
    // And the next transaction of the same request is not taken for the first.
    await db.transaction().execute((trx) => trx.deleteFrom('items').where('id', '=', 2).execute());
    expect(await count(db)).toBe(1);
  });

  it('is on in every SQLite test database', async () => {
    database = await createTestDatabase('sqlite');
    const root = database.db;
    const work = root.transaction().execute(async () => {
      await root.selectFrom('app_state').selectAll().execute();
    });
    await expect(work).rejects.toBeInstanceOf(QueryInsideTransactionError);
    await expect(root.selectFrom('app_state').selectAll().execute()).resolves.toBeDefined();
  });
});
