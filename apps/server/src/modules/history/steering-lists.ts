import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isPostgres } from './reading-partitions.ts';

/*
 * Lists of instants handed to a steering read as one JSON parameter, read as a table in each dialect's
 * words: one statement whatever their number (a room's days, a stretch's nights).
 */

/** Instants (epoch ms) as a table of one column, `at`. */
export const instantsTable = (db: Kysely<Database>, instants: readonly number[]): RawBuilder<unknown> => {
  const json = JSON.stringify(instants);
  return isPostgres(db)
    ? sql`(select cast(value as bigint) as at from json_array_elements_text(cast(${json} as json)))`
    : sql`(select value as at from json_each(${json}))`;
};

/** Spans [from, to) (epoch ms) as a table of two columns, `span_from` and `span_to`. */
export const spansTable = (
  db: Kysely<Database>,
  spans: readonly { from: number; to: number }[],
): RawBuilder<unknown> => {
  const json = JSON.stringify(spans.map((span) => [span.from, span.to]));
  return isPostgres(db)
    ? sql`(select cast(value ->> 0 as bigint) as span_from, cast(value ->> 1 as bigint) as span_to
        from json_array_elements(cast(${json} as json)))`
    : sql`(select value ->> 0 as span_from, value ->> 1 as span_to from json_each(${json}))`;
};
