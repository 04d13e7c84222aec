import { SqliteDatabase, type SqliteConnection } from './sqlite-driver.ts';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

interface Db {
  items: { id: number; name: string };
}

describe('the SQLite statement cache', () => {
  let sqlite: SqliteConnection;
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  function open(size?: number) {
    sqlite = new SqliteDatabase(':memory:');
    sqlite.exec('create table items (id integer primary key, name text not null)');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, size) }) });
    return { db, prepare };
  }

  it('prepares each SQL text once, for reads and writes alike, with fresh parameters each time', async () => {
    const { db, prepare } = open();
    for (const id of [1, 2, 3])
      await db
        .insertInto('items')
        .values({ id, name: `n${id}` })
        .execute();
    const names = [];
    for (const id of [1, 2, 3]) {
      names.push((await db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst())?.name);
    }
    expect(names).toEqual(['n1', 'n2', 'n3']);
    const update = await db.updateTable('items').set({ name: 'x' }).where('id', '>', 1).executeTakeFirst();
    expect(update.numUpdatedRows).toBe(2n);
    // One insert, one select, one update: three SQL texts, three prepares.
    expect(prepare).toHaveBeenCalledTimes(3);
  });

  it('keeps reads and writes apart when a write returns rows', async () => {
    const { db } = open();
    const row = await db
      .insertInto('items')
      .values({ id: 7, name: 'seven' })
      .returning('name')
      .executeTakeFirst();
    expect(row).toEqual({ name: 'seven' });
    const again = await db
      .insertInto('items')
      .values({ id: 8, name: 'eight' })
      .returning('name')
      .executeTakeFirst();
    expect(again).toEqual({ name: 'eight' });
    expect((await db.selectFrom('items').selectAll().execute()).length).toBe(2);
  });

  it('runs a streamed SQL again, after a full read and after a stream left early', async () => {
    const { db } = open();
    for (const id of [1, 2, 3])
      await db
        .insertInto('items')
        .values({ id, name: `n${id}` })
        .execute();
    const query = db.selectFrom('items').select('id').orderBy('id');
    const all = [];
    for await (const row of query.stream()) all.push(row.id);
    expect(all).toEqual([1, 2, 3]);
    for await (const row of query.stream()) {
      expect(row.id).toBe(1);
      break;
    }
    expect((await query.execute()).map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('prepares a fresh statement while the cached one is still being iterated', () => {
    sqlite = new SqliteDatabase(':memory:');
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('select 1 as one union all select 2');
    const iterator = first.iterate([]);
    iterator.next();
    const second = cached.prepare('select 1 as one union all select 2');
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ one: 1 }, { one: 2 }]);
    iterator.return?.();
    expect(cached.prepare('select 1 as one union all select 2')).toBe(first);
  });

  it('drops the least recently used statement beyond its size', async () => {
    const { db, prepare } = open(2);
    const one = () => sql`select 1`.execute(db);
    const two = () => sql`select 2`.execute(db);
    const three = () => sql`select 3`.execute(db);
    await one();
    await two();
    await one(); // one is now the most recent
    await three(); // evicts two
    await one();
    expect(prepare).toHaveBeenCalledTimes(3);
    await two();
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('sees schema changes made after a statement was cached', async () => {
    const { db } = open();
    await db.insertInto('items').values({ id: 1, name: 'a' }).execute();
    const all = () => sql<Record<string, unknown>>`select * from items`.execute(db);
    expect(Object.keys((await all()).rows[0]!)).toEqual(['id', 'name']);
    await sql`alter table items add column note text`.execute(db);
    expect(Object.keys((await all()).rows[0]!)).toEqual(['id', 'name', 'note']);
  });
});
