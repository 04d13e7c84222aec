import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How many rows a table holds: what "no second row, ever" is checked with. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
